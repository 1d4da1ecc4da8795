import type { LogLevelSetting } from '../config/service-config';
import type * as LogCapture from '../testing/log-capture';

/**
 * nestjs-pino keeps one root logger per process, so each logger here is made as a fresh process
 * would make it.
 */
function capture(level: LogLevelSetting = 'info') {
  let made: ReturnType<typeof LogCapture.capturingLogger> | undefined;
  jest.isolateModules(() => {
    const { capturingLogger } = jest.requireActual<typeof LogCapture>('../testing/log-capture');
    made = capturingLogger('catalog', level);
  });
  return made!;
}

describe('ServiceLogger', () => {
  it('writes one JSON object per line with time, level, service and msg', () => {
    const { logger, lines } = capture();
    logger.log('demo catalogue seeded', 'CatalogSeeder');
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: 'info',
        service: 'catalog',
        msg: 'demo catalogue seeded',
        context: 'CatalogSeeder',
      },
    ]);
  });

  it('carries the request id of the request being served', () => {
    const { logger, lines } = capture();
    logger.withRequestId('req-42', () => logger.warn('slow query'));
    logger.warn('after the request');
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'slow query', requestId: 'req-42' });
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it('keeps the stack of an error beside its message', () => {
    const { logger, lines } = capture();
    const error = new Error('boom');
    logger.error(error.message, error.stack, 'HttpErrorFilter');
    logger.fatal(new Error('cannot start'));
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'boom', context: 'HttpErrorFilter' });
    expect(lines[0].stack).toContain('Error: boom');
    expect(lines[1]).toMatchObject({ level: 'fatal', msg: 'cannot start' });
    expect(lines[1].stack).toContain('Error: cannot start');
    expect(lines.some((line) => 'err' in line)).toBe(false);
  });

  it("keeps Nest's start-up report for debug level", () => {
    const { logger, lines } = capture('info');
    logger.log('Mapped {/api/product, GET} route', 'RouterExplorer');
    logger.log('ProductsModule dependencies initialized', 'InstanceLoader');
    logger.log('catalog seeded', 'Seeder');
    expect(lines.map((line) => line.msg)).toEqual(['catalog seeded']);

    const detailed = capture('debug');
    detailed.logger.log('Mapped {/api/product, GET} route', 'RouterExplorer');
    expect(detailed.lines[0]).toMatchObject({ level: 'debug', context: 'RouterExplorer' });
  });

  it('drops lines below its level', () => {
    const { logger, lines } = capture('warn');
    logger.log('hidden');
    logger.debug('hidden');
    logger.error('shown');
    expect(lines.map((line) => line.msg)).toEqual(['shown']);
  });

  it("names levels as LOG_LEVEL does, Nest's verbose included", () => {
    const { logger, lines } = capture('verbose');
    logger.verbose('every detail');
    logger.debug('some detail');
    expect(lines.map((line) => line.level)).toEqual(['verbose', 'debug']);
  });

  it('accepts structured fields', () => {
    const { logger, lines } = capture();
    logger.log({
      msg: 'catalog listening on http://127.0.0.1:4412',
      address: 'http://127.0.0.1:4412',
    });
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'catalog listening on http://127.0.0.1:4412',
      address: 'http://127.0.0.1:4412',
    });
  });
});

import { JsonLogger } from './json-logger';
import { runWithRequestId } from './request-context';

function capture(level: ConstructorParameters<typeof JsonLogger>[1] = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const logger = new JsonLogger('catalog', level, (line) => lines.push(JSON.parse(line)));
  return { logger, lines };
}

describe('JsonLogger', () => {
  it('writes one JSON object per line with time, level, service and msg', () => {
    const { logger, lines } = capture();
    logger.log('demo catalogue seeded', 'CatalogSeeder');
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        service: 'catalog',
        msg: 'demo catalogue seeded',
        context: 'CatalogSeeder',
      },
    ]);
  });

  it('carries the request id of the request being served', () => {
    const { logger, lines } = capture();
    runWithRequestId('req-42', () => logger.warn('slow query'));
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'slow query', requestId: 'req-42' });
  });

  it('keeps the stack of an error', () => {
    const { logger, lines } = capture();
    const error = new Error('boom');
    logger.error(error.message, error.stack, 'HttpErrorFilter');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'boom', context: 'HttpErrorFilter' });
    expect(lines[0].stack).toContain('Error: boom');
  });

  it("keeps Nest's start-up report for debug level", () => {
    const { logger, lines } = capture('info');
    logger.log('Mapped {/api/product, GET} route', 'RouterExplorer');
    logger.log('ProductsModule dependencies initialized', 'InstanceLoader');
    logger.log('catalog seeded', 'Seeder');
    expect(lines.map((line) => line.msg)).toEqual(['catalog seeded']);

    const verbose = capture('debug');
    verbose.logger.log('Mapped {/api/product, GET} route', 'RouterExplorer');
    expect(verbose.lines[0]).toMatchObject({ level: 'debug', context: 'RouterExplorer' });
  });

  it('drops lines below its level', () => {
    const { logger, lines } = capture('warn');
    logger.log('hidden');
    logger.debug('hidden');
    logger.error('shown');
    expect(lines.map((line) => line.msg)).toEqual(['shown']);
  });

  it('accepts structured fields', () => {
    const { logger, lines } = capture();
    logger.info('request', { method: 'GET', status: 200 });
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', status: 200 });
  });
});

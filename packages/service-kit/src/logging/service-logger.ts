import { Logger, PinoLogger } from 'nestjs-pino';
import { pino, type DestinationStream } from 'pino';
import type { LogLevelSetting } from '../config/service-config';
import { traceFields } from '../telemetry/tracing/trace-fields';

// Nest's start-up report (every module initialised, every route mapped) is detail, not news.
const NEST_START_UP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'NestMicroservice',
]);

/**
 * Nest's logger over pino: one JSON object per line, with time, level, service, msg, the request
 * id when the line is written while serving a request (see `requestLogging`), `trace_id` and
 * `span_id` while a traced span is active, and an error's stack. Nest's own messages come through the same door.
 *
 * nestjs-pino keeps one root logger per process, made by the first ServiceLogger: a second one
 * in the same process (a test file that starts two apps) writes through the first.
 */
export class ServiceLogger extends Logger {
  constructor(readonly root: pino.Logger) {
    super(new PinoLogger({ pinoHttp: { logger: root } }), {});
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && NEST_START_UP_CONTEXTS.has(context))
      this.debug(message, ...rest);
    else super.log(message, ...rest);
  }

  /** Runs `work` so that every line written inside it carries the request id. */
  withRequestId<T>(requestId: string, work: () => T): T {
    return this.logger.runInContext(work, { bindings: { requestId } });
  }
}

/**
 * The logger of a service (or the gateway), writing to stdout unless told otherwise: at once, so
 * the lines before a crash or `process.exit` are never lost.
 */
export function createServiceLogger(
  service: string,
  level: LogLevelSetting = 'info',
  destination: DestinationStream = pino.destination({ sync: true }),
): ServiceLogger {
  const root = pino(
    {
      // LOG_LEVEL's names are Nest's, whose `verbose` is pino's `trace`.
      level: level === 'verbose' ? 'trace' : level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: traceFields,
      formatters: {
        level: (label) => ({ level: label === 'trace' ? 'verbose' : label }),
        log: stackBesideMessage,
      },
    },
    destination,
  );
  return new ServiceLogger(root);
}

/** An error's stack as a field of its own, where the launcher shows it, not an `err` object. */
function stackBesideMessage(fields: Record<string, unknown>): Record<string, unknown> {
  const { err, ...others } = fields;
  return err instanceof Error ? { ...others, stack: err.stack } : fields;
}

import type { LoggerService } from '@nestjs/common';
import type { LogLevelSetting } from '../config/service-config';
import { currentRequestId } from './request-context';

const SEVERITY: Record<LogLevelSetting, number> = {
  fatal: 0,
  error: 1,
  warn: 2,
  info: 3,
  debug: 4,
  verbose: 5,
};

// Nest's start-up report (every module initialised, every route mapped) is detail, not news.
const NEST_START_UP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'NestMicroservice',
]);

type LogFields = Record<string, unknown>;
type Write = (line: string) => void;

/**
 * One JSON object per line on stdout: time, level, service, msg, plus the request id when the
 * line is written while serving a request. Nest's own messages come through the same door.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly level: LogLevelSetting = 'info',
    private readonly write: Write = (line) => process.stdout.write(line + '\n'),
  ) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    const startUpDetail = typeof context === 'string' && NEST_START_UP_CONTEXTS.has(context);
    this.emit(startUpDetail ? 'debug' : 'info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.emit('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.emit('verbose', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.emit('fatal', message, rest);
  }

  /** Structured entry point for our own code: `logger.info('listening', { address })`. */
  info(msg: string, fields: LogFields = {}): void {
    this.writeEntry('info', msg, fields);
  }

  isEnabled(level: LogLevelSetting): boolean {
    return SEVERITY[level] <= SEVERITY[this.level];
  }

  private emit(level: LogLevelSetting, message: unknown, rest: unknown[]): void {
    if (!this.isEnabled(level)) return;
    // Nest passes (message, context) or, for errors, (message, stack, context).
    const strings = rest.filter((part): part is string => typeof part === 'string');
    const objects = rest.filter((part): part is LogFields => isPlainObject(part));
    const context = strings.length > 0 ? strings[strings.length - 1] : undefined;
    const stack = level === 'error' || level === 'fatal' ? strings.find(isStack) : undefined;
    const fields: LogFields = Object.assign({}, ...objects);
    if (context && context !== stack) fields.context = context;
    if (stack) fields.stack = stack;
    if (message instanceof Error) {
      fields.stack ??= message.stack;
      this.writeEntry(level, message.message, fields);
    } else if (isPlainObject(message)) {
      const { msg, message: text, ...others } = message as LogFields;
      this.writeEntry(level, String(msg ?? text ?? ''), { ...others, ...fields });
    } else {
      this.writeEntry(level, String(message), fields);
    }
  }

  private writeEntry(level: LogLevelSetting, msg: string, fields: LogFields): void {
    if (!this.isEnabled(level)) return;
    const requestId = currentRequestId();
    const entry = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      msg,
      ...(requestId ? { requestId } : {}),
      ...fields,
    };
    this.write(JSON.stringify(entry));
  }
}

function isPlainObject(value: unknown): value is LogFields {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Error)
  );
}

function isStack(text: string): boolean {
  return /\n\s+at /.test(text);
}

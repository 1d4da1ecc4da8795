import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  LoggerService,
} from '@nestjs/common';
import type { Response } from 'express';
import { describeError } from '../events/events-logger';
import { isTransientError } from '../events/transient-errors';
import { ERROR_MESSAGES } from './error-messages';

/**
 * When a caller refused with 503 may try again. A managed PostgreSQL fails over in 5-30 s; a few
 * seconds between tries lets the shopper's retries land once it is back without crowding it.
 */
export const RETRY_AFTER_SECONDS = 5;

interface FailureBody {
  success: false;
  message: string;
  errors?: unknown[];
}

/**
 * Every failure leaves the service as `{ success: false, message }` with the exception's status.
 * A database that cannot be reached (refused or lost connections, a server starting up or
 * shutting down, the pool's wait for a connection timing out) is a passing condition, not a bug:
 * 503 with Retry-After, like every 503. Anything else that is not an HttpException is a bug: it
 * is logged with its stack and answered with a bare 500, so no internals reach the caller. A
 * failure after the answer began closes the connection.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: LoggerService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    if (response.headersSent) {
      // Part of the answer is already out: ending it normally would hand the caller a cut-off
      // body as if it were whole, so the connection is cut instead and the caller sees it fail.
      response.destroy();
      return;
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE && !response.getHeader('Retry-After')) {
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: FailureBody } {
    if (exception instanceof HttpException) {
      return { status: exception.getStatus(), body: failureBody(exception) };
    }
    const clientError = exposedClientError(exception);
    if (clientError) return clientError;

    const error = exception instanceof Error ? exception : new Error(String(exception));
    if (isTransientError(error)) {
      this.logger.warn(`Database unavailable: ${describeError(error)}`, HttpErrorFilter.name);
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { success: false, message: ERROR_MESSAGES.databaseUnavailable },
      };
    }
    this.logger.error(error.message, error.stack, HttpErrorFilter.name);
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { success: false, message: ERROR_MESSAGES.internal },
    };
  }
}

/** The body an HttpException is answered with. */
export function failureBody(exception: HttpException): FailureBody {
  const response = exception.getResponse();
  if (typeof response === 'string') return { success: false, message: response };
  const { message, errors } = response as { message?: unknown; errors?: unknown };
  const text = Array.isArray(message)
    ? message.join('; ')
    : typeof message === 'string'
      ? message
      : exception.message;
  return Array.isArray(errors)
    ? { success: false, message: text, errors }
    : { success: false, message: text };
}

/** Errors raised by Express middleware (body parsing, static files) carry a status of their own. */
function exposedClientError(exception: unknown): { status: number; body: FailureBody } | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, statusCode, expose, type, message } = exception as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    type?: unknown;
    message?: unknown;
  };
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || code < 400 || code >= 500 || expose === false) return undefined;
  if (type === 'entity.parse.failed') {
    return { status: 400, body: { success: false, message: ERROR_MESSAGES.malformedJson } };
  }
  if (type === 'entity.too.large') {
    return { status: 413, body: { success: false, message: ERROR_MESSAGES.bodyTooLarge } };
  }
  return {
    status: code,
    body: { success: false, message: typeof message === 'string' ? message : 'Bad request' },
  };
}

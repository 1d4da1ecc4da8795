import { Catch, HttpException, HttpStatus, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';
import { ERROR_MESSAGES } from '../errors/error-messages';
import { describeError } from '../events/events-logger';
import { isTransientError } from '../events/transient-errors';
import { isRpcRefusal, type RpcRefusal } from './rpc-refusal';

const INTERNAL: RpcRefusal = {
  status: HttpStatus.INTERNAL_SERVER_ERROR,
  message: ERROR_MESSAGES.internal,
};

const DATABASE_UNAVAILABLE: RpcRefusal = {
  status: HttpStatus.SERVICE_UNAVAILABLE,
  message: ERROR_MESSAGES.databaseUnavailable,
};

/**
 * Turns whatever a handler threw into the refusal the asker receives: an RpcException's
 * `{ status, message }` as it is, an HttpException's status and message (so handlers may share
 * code with controllers), a database out of reach a 503 the asker passes on, anything else a
 * logged 500 whose details stay here.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter {
  private readonly logger = new Logger('Rpc');

  catch(exception: unknown): Observable<never> {
    return throwError(() => this.refusalFor(exception));
  }

  private refusalFor(exception: unknown): RpcRefusal {
    if (exception instanceof RpcException && isRpcRefusal(exception.getError())) {
      return exception.getError() as RpcRefusal;
    }
    if (
      exception instanceof HttpException &&
      (exception.getStatus() < 500 || exception.getStatus() === 503)
    ) {
      return { status: exception.getStatus(), message: messageOf(exception) };
    }
    if (!(exception instanceof HttpException) && isTransientError(exception)) {
      this.logger.warn(`Database unavailable: ${describeError(exception)}`);
      return DATABASE_UNAVAILABLE;
    }
    this.logger.error(
      `Request failed: ${describeError(exception)}`,
      exception instanceof Error ? exception.stack : undefined,
    );
    return INTERNAL;
  }
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(', ');
  return typeof message === 'string' ? message : exception.message;
}

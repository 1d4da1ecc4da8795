import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  type ExceptionFilter,
} from '@nestjs/common';
import { USER_MESSAGES } from '@shop/contracts';
import type { Response } from 'express';

export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(USER_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** 429 with Retry-After: when the caller may try again, in seconds. */
@Catch(TooManyAttemptsException)
export class TooManyAttemptsFilter implements ExceptionFilter {
  catch(exception: TooManyAttemptsException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(exception.getStatus())
      .setHeader('Retry-After', String(exception.retryAfterSeconds))
      .json({ success: false, message: exception.message });
  }
}

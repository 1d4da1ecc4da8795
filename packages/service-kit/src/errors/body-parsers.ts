import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { ERROR_MESSAGES } from './error-messages';

const BODY_LIMIT = '1mb';

/**
 * JSON and form parsers whose failures arrive at the error filter as HttpExceptions with the
 * shop's messages, rather than as parser internals.
 */
export function bodyParsers(limit: string = BODY_LIMIT): RequestHandler[] {
  return [
    withShopErrors(express.json({ limit })),
    withShopErrors(express.urlencoded({ extended: true, limit })),
  ];
}

function withShopErrors(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => next(error ? toHttpException(error) : undefined));
}

function toHttpException(error: unknown): unknown {
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === 'entity.too.large' || status === HttpStatus.PAYLOAD_TOO_LARGE) {
    return new HttpException(ERROR_MESSAGES.bodyTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
  }
  if (type === 'entity.parse.failed' || error instanceof SyntaxError) {
    return new BadRequestException(ERROR_MESSAGES.malformedJson);
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpException((error as Error).message, status);
  }
  return error;
}

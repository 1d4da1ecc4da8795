import {
  BadRequestException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { describeUnstorableText } from './storable-text';

export type RequestText = Pick<Request, 'params' | 'query' | 'headers' | 'body'>;

/** Throws a 400 naming the first text in the request that the database could not store. */
export function refuseUnstorableText({ params, query, headers, body }: RequestText): void {
  for (const part of [params, query, headers, body]) {
    const unstorable = describeUnstorableText(part);
    if (unstorable) throw new BadRequestException(unstorable);
  }
}

/**
 * Checks every HTTP request's route parameters, query, header values and body, whether or not its
 * handler validates them with a schema. It runs after the middleware (a route's own body parser
 * included) and the guards, so a caller still hears 401 or 403 before a word about its input.
 */
@Injectable()
export class StorableTextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') refuseUnstorableText(context.switchToHttp().getRequest());
    return next.handle();
  }
}

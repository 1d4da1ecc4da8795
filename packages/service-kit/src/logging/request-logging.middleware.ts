import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './json-logger';
import { runWithRequestId } from './request-context';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The caller's request id when it is a sane one, else a fresh id. */
export function requestIdFrom(offered: unknown): string {
  return typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered) ? offered : randomUUID();
}

/**
 * Takes the caller's request id (the gateway sets one) or makes one, echoes it in the response,
 * runs the rest of the request under it and logs the request once it is answered: one line at
 * debug level, so a running shop's log at info shows what happens rather than every call.
 */
export function requestLogging(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const startedAt = process.hrtime.bigint();
    res.setHeader(REQUEST_ID_HEADER, requestId);

    runWithRequestId(requestId, () => {
      res.once('finish', () => {
        if (!logger.isEnabled('debug')) return;
        const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
        const path = req.originalUrl.split('?')[0];
        const fields = {
          requestId,
          method: req.method,
          path,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        };
        logger.debug({ msg: 'request', ...fields });
      });
      next();
    });
  };
}

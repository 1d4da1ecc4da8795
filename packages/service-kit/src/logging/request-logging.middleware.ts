import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { ServiceLogger } from './service-logger';

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
export function requestLogging(logger: ServiceLogger): RequestHandler[] {
  const answered = (req: Request, res: Response, { responseTime }: { responseTime: number }) => ({
    method: req.method,
    path: req.originalUrl.split('?')[0],
    status: res.statusCode,
    durationMs: responseTime,
  });
  const logRequests = pinoHttp<Request, Response>({
    logger: logger.root,
    genReqId: (req, res) => {
      const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, requestId);
      return requestId;
    },
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    quietResLogger: true,
    useLevel: 'debug',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (req, res, value) => answered(req, res, value),
    customErrorObject: (req, res, _error, value) => answered(req, res, value),
  });
  return [logRequests, (req, _res, next) => logger.withRequestId(String(req.id), next)];
}

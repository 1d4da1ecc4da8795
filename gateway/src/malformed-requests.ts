import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import { ERROR_MESSAGES } from '@shop/service-kit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const logger = new Logger('gateway');

/** The envelope's message for a status, keeping internals out of server errors. */
export function messageFor(status: number, error: unknown): string {
  if (status === 404) return ERROR_MESSAGES.notFound;
  if (status === 413) return ERROR_MESSAGES.bodyTooLarge;
  if (status >= 500) return ERROR_MESSAGES.internal;
  const { message } = (error ?? {}) as { message?: unknown };
  return typeof message === 'string' && message ? message : 'Bad request';
}

function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, ERROR_MESSAGES.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, ERROR_MESSAGES.requestTimeout];
  return [400, ERROR_MESSAGES.malformedRequest];
}

/**
 * Requests node's HTTP parser rejects (a length that is not a number, both a length and chunks,
 * oversized headers) never reach a route: they are answered here, on the socket, in the envelope.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = clientErrorAnswer(error.code);
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** The router's own refusals, e.g. a path that is not valid percent-encoding. */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  const status = badUrl ? 400 : (error.statusCode ?? 400);
  void reply.code(status).send({
    success: false,
    message: badUrl ? ERROR_MESSAGES.malformedUrl : messageFor(status, error),
  });
}

/**
 * Errors inside the gateway's own fastify routes (the proxies and the rate limiter, which Nest's
 * exception filter does not see), answered like the services answer theirs.
 */
export function answerRouteError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (reply.raw.headersSent) {
    logger.warn(`closing an answer already under way: ${error.message}`);
    reply.raw.destroy();
    return;
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500)
    logger.error(`${request.method} ${request.url}: ${error.message}`, error.stack);
  void reply.code(status).send({ success: false, message: messageFor(status, error) });
}

import type { IncomingMessage } from 'node:http';
import { bodyStillArriving, lingerBeforeClosing } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import { bodyLimitFor } from './proxy/request-refusals';

/**
 * Answers given while the request's body is still coming in (the gateway's own refusals: 413,
 * 411, 400, 429; a service's refusal relayed before the service read the upload; 503 for a
 * service that is down) close the connection, so that the client may stop sending. The close
 * comes in stages: the answer, a FIN, then the rest of the body read and dropped, so that a
 * client still sending reads the answer instead of a reset. No more than the route's body limit
 * is read: a client that declared more, or sends chunks without end, is cut off there.
 */
export function closeGentlyAfterEarlyAnswers(app: FastifyInstance, config: GatewayConfig): void {
  lingerBeforeClosing(app.server);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyStillArriving(request.raw)) {
      reply.header('connection', 'close');
      dropBodyUpTo(request.raw, bodyLimitFor(config, request.url));
    }
    done(null, payload);
  });
}

function dropBodyUpTo(body: IncomingMessage, limitBytes: number): void {
  let read = 0;
  body.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > limitBytes) body.socket.destroy();
  });
}

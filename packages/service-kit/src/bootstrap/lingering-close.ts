import type { IncomingMessage, Server } from 'node:http';
import { Socket } from 'node:net';

/** Whether `request` has a body that has not all arrived yet. */
export function bodyStillArriving(request: IncomingMessage): boolean {
  if (request.complete) return false;
  const declared = request.headers['content-length'];
  return declared === undefined
    ? request.headers['transfer-encoding'] !== undefined
    : declared !== '0';
}

/**
 * Closing a connection while the client is still sending resets it: the kernel answers the
 * unread bytes with RST, and the client sees ECONNRESET or EPIPE, often before it has read the
 * answer (RFC 9112 §9.6). Node closes that way after each answer it sends with `Connection:
 * close` (through the socket's destroySoon), also when the answer came before the body was read,
 * as refusals do. On `server` such a connection is closed in stages instead: the answer, then a
 * FIN while the rest of the body is read and dropped; the socket closes once the body has all
 * come or the client closes its side. The server's request timeout ends a client that stops
 * sending and stays; how much of the body is read is the body's declared length, or what the
 * caller of this bounds further.
 */
export function lingerBeforeClosing(server: Server): void {
  const latest = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (request: IncomingMessage) => {
    const socket = request.socket;
    if (!latest.has(socket)) {
      socket.destroySoon = () => {
        const last = latest.get(socket);
        if (last && bodyStillArriving(last)) closeInStages(socket, last);
        else Socket.prototype.destroySoon.call(socket);
      };
    }
    latest.set(socket, request);
  });
}

function closeInStages(socket: Socket, request: IncomingMessage): void {
  let answered = false;
  const closeOnceRead = () => {
    if (answered && request.complete) socket.destroy();
  };
  socket.end(() => {
    answered = true;
    closeOnceRead();
  });
  request.once('end', closeOnceRead);
  // Nothing may be reading the body any more (a proxy that let go of it): the rest is dropped.
  if (!request.readableFlowing) request.resume();
}

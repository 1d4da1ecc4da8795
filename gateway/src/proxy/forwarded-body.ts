import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * The caller's request body as the proxy forwards it. When a service answers before reading the
 * whole body (a refusal), the proxy's client (undici) destroys the stream it was sending from;
 * were that the caller's own request, its connection would be cut before the answer reached it.
 * So the proxy gets a stream of its own: when it lets go early, the rest of the caller's body is
 * read and dropped (and the connection closed in stages after the answer), and when the caller
 * goes away mid-body, the proxy's stream ends short, so that the service's request is abandoned
 * too.
 *
 * Nothing is taken from the caller's body until the proxy reads (once connected to a replica):
 * when the connection is refused the body is still whole, and a new stream over it can go to
 * another replica (see balancing/balanced-proxy.ts).
 */
export function forwardedBody(body: IncomingMessage): Readable {
  let reading = false;
  const pass = (chunk: Buffer) => {
    if (!forwarded.push(chunk)) body.pause();
  };
  const end = () => forwarded.push(null);
  const forwarded: Readable = new Readable({
    read() {
      if (!reading) {
        reading = true;
        body.on('data', pass).once('end', end);
      }
      body.resume();
    },
  });
  forwarded.once('close', () => {
    if (!reading || body.complete) return;
    body.off('data', pass).off('end', end);
    body.resume();
  });
  // Without an error: the proxy may not be listening yet, and reads a cut-off body as aborted.
  body.once('close', () => {
    if (!body.complete) forwarded.destroy();
  });
  return forwarded;
}

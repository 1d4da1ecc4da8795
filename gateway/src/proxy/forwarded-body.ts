import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';

/**
 * The caller's request body as the proxy forwards it. When a service answers before reading the
 * whole body (a refusal), the proxy's client (undici) destroys the stream it was sending from;
 * were that the caller's own request, its connection would be cut before the answer reached it.
 * So the proxy gets a stream of its own: when it lets go early, the rest of the caller's body is
 * read and dropped (and the connection closed in stages after the answer), and when the caller
 * goes away mid-body, the proxy's stream ends short, so that the service's request is abandoned
 * too.
 */
export function forwardedBody(body: IncomingMessage): Readable {
  const forwarded = new PassThrough();
  body.pipe(forwarded);
  forwarded.once('close', () => {
    if (body.complete) return;
    body.unpipe(forwarded);
    body.resume();
  });
  // Without an error: the proxy may not be listening yet, and reads a cut-off body as aborted.
  body.once('close', () => {
    if (!body.complete) forwarded.destroy();
  });
  return forwarded;
}

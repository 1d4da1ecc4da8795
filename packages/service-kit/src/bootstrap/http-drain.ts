import type { Server, ServerResponse } from 'node:http';
import { settleWithin } from './settle-within';

/** While draining, keep-alive connections that fall idle are closed this often. */
const IDLE_SWEEP_MS = 100;

/**
 * Follows an HTTP server's open responses so that closing it finishes the requests in flight:
 * stop accepting connections, answer what was accepted with `Connection: close`, close idle
 * keep-alive connections, and only after the timeout drop whatever is left.
 */
export class HttpDrain {
  private readonly open = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('request', (_request, response: ServerResponse) => {
      if (this.draining) closeAfter(response);
      this.open.add(response);
      response.once('close', () => this.open.delete(response));
    });
  }

  /** Resolves true when every accepted request was answered within `timeoutMs`. */
  async close(timeoutMs: number): Promise<boolean> {
    this.draining = true;
    for (const response of this.open) closeAfter(response);
    // The callback also comes (with an error) when the server was not listening.
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    const sweep = setInterval(() => this.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      return await settleWithin(closed, timeoutMs);
    } finally {
      clearInterval(sweep);
      this.server.closeAllConnections();
    }
  }
}

function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

import { spawnSync } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Whether a server takes connections at host:port, asked synchronously so that a suite can be
 * skipped before it is declared.
 */
export function acceptsConnections(host: string, port: number): boolean {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require('node:net').connect(${port}, ${JSON.stringify(host)})` +
        `.on('connect', () => process.exit(0)).on('error', () => process.exit(1))`,
    ],
    { timeout: 3_000 },
  );
  return probe.status === 0;
}

export interface TcpLink {
  port: number;
  /** Closes every connection through the link and refuses new ones: a network outage. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A loopback port relaying every connection to host:port, which a test can cut and restore. */
export async function startTcpLink(host: string, port: number): Promise<TcpLink> {
  const sockets = new Set<Socket>();
  let open = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!open) return client.destroy();
    const target = connect(port, host);
    track(target);
    client.pipe(target).pipe(client);
    client.on('close', () => target.destroy());
    target.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type AddressInfo, type Socket } from 'node:net';
import { startIdentityApp, type IdentityTestApp } from './start-identity-app';

export interface HungMailServer {
  port: number;
  /** From then on nothing listens on its port. */
  close(): Promise<void>;
}

/** A mail server that accepts connections and never greets, as a hung one would. */
export async function startHungMailServer(): Promise<HungMailServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The identity service sending its mail to a hung server, giving up after `smtpTimeoutMs`. */
export async function startIdentityWithHungMail(
  smtpTimeoutMs: number,
): Promise<IdentityTestApp & { hungMail: HungMailServer }> {
  const hungMail = await startHungMailServer();
  const identity = await startIdentityApp({
    SMTP_PORT: String(hungMail.port),
    SMTP_TIMEOUT_MS: String(smtpTimeoutMs),
  }).catch(async (error: unknown) => {
    await hungMail.close();
    throw error;
  });
  return {
    ...identity,
    hungMail,
    async stop() {
      await identity.stop();
      await hungMail.close();
    },
  };
}

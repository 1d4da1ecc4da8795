import { Logger } from '@nestjs/common';
import { connect, Events, type NatsConnection } from 'nats';
import { describeError } from './events-logger';
import { ensureStreams } from './streams';

export interface NatsConnectOptions {
  serviceName: string;
  natsUrl: string;
}

/**
 * Connects for good: a service waits for NATS at start and keeps reconnecting through outages,
 * because the outbox holds its events meanwhile.
 */
export async function connectToNats({
  serviceName,
  natsUrl,
}: NatsConnectOptions): Promise<NatsConnection> {
  const logger = new Logger('Nats');
  const nc = await connect({
    servers: natsUrl,
    name: serviceName,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    waitOnFirstConnect: true,
  });
  try {
    await ensureStreams(await nc.jetstreamManager());
  } catch (error) {
    await nc.close();
    throw new Error(`Cannot set up JetStream streams on ${natsUrl}: ${describeError(error)}`);
  }
  logger.log(`Connected to ${nc.getServer()} as ${serviceName}`);
  return nc;
}

/** Follows the connection's state, for health checks. */
export class NatsConnectionState {
  private connected = true;

  constructor(private readonly nc: NatsConnection) {
    void this.follow();
  }

  isConnected(): boolean {
    return this.connected && !this.nc.isClosed();
  }

  private async follow() {
    const logger = new Logger('Nats');
    for await (const status of this.nc.status()) {
      if (status.type === Events.Disconnect) {
        this.connected = false;
        logger.warn(`Disconnected from ${status.data}`);
      } else if (status.type === Events.Reconnect) {
        this.connected = true;
        logger.log(`Reconnected to ${status.data}`);
      }
    }
  }
}

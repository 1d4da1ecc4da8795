import { Logger } from '@nestjs/common';
import { connect, Events, type JetStreamClient, type NatsConnection } from 'nats';
import type { EventPublisher } from './dead-letter';
import { describeError, type EventsLogger } from './events-logger';
import { natsSubject } from './namespace';
import { natsServers } from './nats-servers';
import { ensureStreams } from './streams';
import { streamReplicasOf, type StreamReplicas } from './stream-replicas';
import { backoffDelay, TransientEventError } from './transient-errors';
import { WakeablePause } from './wakeable-pause';

interface NatsConnectOptions {
  serviceName: string;
  natsUrl: string;
  /** The platform's namespace on a shared server; '' for none. */
  namespace?: string;
  logger?: EventsLogger;
  /** Longest wait between two connection attempts. Defaults to 5 s. */
  retryMaxMs?: number;
  /** Copies of each stream (NATS_STREAM_REPLICAS); unset: read from the server's cluster. */
  streamReplicas?: number;
}

/** One attempt may not hold up a service's start for longer than this. */
const CONNECT_TIMEOUT_MS = 2_000;
const RETRY_BASE_MS = 250;
const RETRY_MAX_MS = 5_000;
const DRAIN_TIMEOUT_MS = 2_000;

/**
 * The service's one NATS connection. It never blocks a start: a service listens while NATS is
 * unreachable, keeps trying in the background and reports itself not connected meanwhile.
 * Once connected, nats.js reconnects through later outages by itself; after each reconnect the
 * streams are checked again, since the server may have lost its store.
 */
export class NatsConnectionManager {
  private readonly logger: EventsLogger;
  private readonly namespace: string;
  private nc?: NatsConnection;
  private connected = false;
  private closed = false;
  private trying?: Promise<boolean>;
  private readonly pause = new WakeablePause();
  private readonly reconnectListeners: Array<() => void> = [];

  constructor(private readonly options: NatsConnectOptions) {
    this.logger = options.logger ?? new Logger('Nats');
    this.namespace = options.namespace ?? '';
  }

  /** The connection once it is established (it may be reconnecting), else undefined. */
  current(): NatsConnection | undefined {
    return this.nc;
  }

  /** Called after nats.js reconnects (core messages published meanwhile were not heard). */
  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  isConnected(): boolean {
    return this.connected && !!this.nc && !this.nc.isClosed();
  }

  /** Publishes plain subjects into the namespace; fails at once while there is no connection. */
  publisher(): EventPublisher {
    return {
      publish: (subject, data, options) =>
        this.jetstream().publish(natsSubject(this.namespace, subject), data, options),
    };
  }

  /** How many copies of each stream to keep, as the connected server describes its cluster. */
  streamReplicas(): StreamReplicas {
    return streamReplicasOf(this.nc?.info, this.options.streamReplicas);
  }

  jetstream(): JetStreamClient {
    if (!this.nc) throw new TransientEventError(`NATS at ${this.options.natsUrl} is not connected`);
    return this.nc.jetstream();
  }

  /** One attempt, bounded by CONNECT_TIMEOUT_MS: resolves whether the connection is up. */
  async tryConnect(): Promise<boolean> {
    if (this.nc) return true;
    if (this.closed) return false;
    let nc: NatsConnection;
    try {
      nc = await connect({
        servers: natsServers(this.options.natsUrl),
        name: this.options.serviceName,
        timeout: CONNECT_TIMEOUT_MS,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1000,
      });
    } catch {
      return false;
    }
    try {
      await ensureStreams(
        await nc.jetstreamManager(),
        this.namespace,
        streamReplicasOf(nc.info, this.options.streamReplicas),
      );
    } catch (error) {
      this.logger.error(
        `Cannot set up JetStream streams on ${this.options.natsUrl}: ${describeError(error)}`,
      );
      await nc.close().catch(() => undefined);
      return false;
    }
    if (this.closed) {
      await nc.close().catch(() => undefined);
      return false;
    }
    this.nc = nc;
    this.connected = true;
    void this.follow(nc);
    this.logger.log(
      `Connected to ${nc.getServer()} as ${this.options.serviceName}${this.namespace ? ` in namespace ${this.namespace}` : ''}`,
    );
    return true;
  }

  /** Tries until connected (true) or closed (false); calling it again joins the same attempt. */
  keepTrying(): Promise<boolean> {
    this.trying ??= this.retry().finally(() => {
      this.trying = undefined;
    });
    return this.trying;
  }

  /** Lets in-flight publishes finish (bounded), then closes; stops any connecting. */
  async close(): Promise<void> {
    this.closed = true;
    this.pause.wakeUp();
    await this.trying;
    const nc = this.nc;
    if (!nc || nc.isClosed()) return;
    if (this.connected) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      });
      await Promise.race([nc.drain().catch(() => undefined), timeout]);
      clearTimeout(timer);
    }
    if (!nc.isClosed()) await nc.close().catch(() => undefined);
  }

  private async retry(): Promise<boolean> {
    let attempt = 0;
    while (!this.closed) {
      if (await this.tryConnect()) return true;
      attempt += 1;
      if (attempt === 1) {
        this.logger.warn(`NATS at ${this.options.natsUrl} is not reachable yet; retrying`);
      }
      await this.pause.wait(
        backoffDelay(attempt, RETRY_BASE_MS, this.options.retryMaxMs ?? RETRY_MAX_MS),
      );
    }
    return false;
  }

  private async follow(nc: NatsConnection) {
    for await (const status of nc.status()) {
      if (status.type === Events.Disconnect) {
        this.connected = false;
        this.logger.warn(`Disconnected from ${status.data}`);
      } else if (status.type === Events.Reconnect) {
        this.connected = true;
        this.logger.log(`Reconnected to ${status.data}`);
        await this.restoreStreams(nc);
        for (const listener of this.reconnectListeners) listener();
      }
    }
    this.connected = false;
  }

  private async restoreStreams(nc: NatsConnection) {
    try {
      await ensureStreams(await nc.jetstreamManager(), this.namespace, this.streamReplicas());
    } catch (error) {
      this.logger.error(`Cannot restore JetStream streams: ${describeError(error)}`);
    }
  }
}

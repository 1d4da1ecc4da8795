import { Logger } from '@nestjs/common';
import { natsServers, natsSubject } from '@shop/service-kit';
import { READ_CACHE_DROPPED_SUBJECT, STREAMS } from '@shop/contracts';
import { connect, Events, type NatsConnection } from 'nats';
import type { EdgeCache } from './edge-cache';

export interface ProductChangeFeedOptions {
  natsUrl: string;
  namespace: string;
  /** Longest wait between two connection attempts. */
  retryMaxMs?: number;
}

/** Product updates and deletions, stock changes included. */
const CATALOG_EVENTS = STREAMS.CATALOG;
const CONNECT_TIMEOUT_MS = 2_000;
const RETRY_BASE_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * Keeps the edge cache honest: it serves only while this gateway hears the catalogue's product
 * events, and every event drops what it holds, as does each catalog replica's word that its own
 * read cache dropped what the event made stale. While NATS is unreachable, or between a
 * disconnect and the reconnect (when events may have gone unheard), the cache is off and every
 * read goes to the catalog, so no answer is ever older than the last change the gateway missed.
 * It never holds up the gateway's start: connecting goes on in the background.
 */
export class ProductChangeFeed {
  private readonly logger = new Logger('EdgeCache');
  private nc?: NatsConnection;
  private closed = false;
  private retryTimer?: NodeJS.Timeout;
  private attempts = 0;

  constructor(
    private readonly cache: EdgeCache,
    private readonly options: ProductChangeFeedOptions,
  ) {}

  start(): void {
    void this.tryConnect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.cache.setLive(false);
    await this.nc?.drain().catch(() => undefined);
  }

  private async tryConnect(): Promise<void> {
    if (this.closed) return;
    let nc: NatsConnection;
    try {
      nc = await connect({
        servers: natsServers(this.options.natsUrl),
        name: 'gateway',
        timeout: CONNECT_TIMEOUT_MS,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1000,
      });
    } catch {
      this.attempts += 1;
      if (this.attempts === 1)
        this.logger.warn(
          `NATS at ${this.options.natsUrl} is not reachable; the cache waits for it`,
        );
      const delay = Math.min(
        RETRY_BASE_MS * 2 ** this.attempts,
        this.options.retryMaxMs ?? RETRY_MAX_MS,
      );
      this.retryTimer = setTimeout(() => void this.tryConnect(), delay);
      return;
    }
    if (this.closed) {
      await nc.close().catch(() => undefined);
      return;
    }
    this.nc = nc;
    // Any message under catalog.> drops the cache, even one that fails its schema: an answer
    // may have changed all the same. And again when a catalog replica has dropped its own read
    // cache: a read sent in between may have been answered from it, with the old version.
    for (const subject of [CATALOG_EVENTS, READ_CACHE_DROPPED_SUBJECT])
      nc.subscribe(natsSubject(this.options.namespace, subject), {
        callback: () => this.cache.purge(),
      });
    // The subscription reaches the server before the cache trusts what it hears.
    await nc.flush();
    this.cache.setLive(true);
    this.logger.log(`serving catalogue reads while listening on ${nc.getServer()}`);
    void this.follow(nc);
  }

  private async follow(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === Events.Disconnect) this.cache.setLive(false);
      // nats.js renews the subscription on reconnecting; what was published meanwhile is lost.
      if (status.type === Events.Reconnect) this.cache.setLive(true);
    }
    this.cache.setLive(false);
  }
}

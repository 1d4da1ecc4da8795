import { Logger } from '@nestjs/common';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';

/** A count of Redis must never hold a request for long: a limit that cannot count lets it pass. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** ioredis keeps this timer even for a connection already closed, holding the process up at exit. */
const REDIS_DISCONNECT_TIMEOUT_MS = 200;

/**
 * Where the rate limits keep their counts: in this gateway's memory, or (RATE_LIMIT_REDIS_URL)
 * in a Redis every replica shares, one key prefix per limit. While Redis cannot count, the
 * limits fail open: requests pass uncounted rather than all failing, and the log says so once
 * when counting stops and once when it resumes.
 */
export class RateLimitCounters {
  private readonly logger = new Logger('gateway');
  private readonly redis?: Redis;
  private readonly prefix: string;
  private failing = false;

  constructor(config: GatewayConfig) {
    this.prefix = config.RATE_LIMIT_REDIS_PREFIX;
    if (!config.RATE_LIMIT_REDIS_URL) return;
    this.redis = new Redis(config.RATE_LIMIT_REDIS_URL, {
      lazyConnect: true,
      // Without a connection a count fails at once instead of queueing behind the reconnection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      disconnectTimeout: REDIS_DISCONNECT_TIMEOUT_MS,
    });
    // Each failed reconnection is an error event; unheard, ioredis would print every one.
    this.redis.on('error', (error: Error) => this.countingFailed(error));
  }

  /** Connects to Redis if there is one; an unreachable Redis is logged, not fatal. */
  async open(): Promise<void> {
    await this.redis?.connect().catch((error: Error) => this.countingFailed(error));
  }

  close(): void {
    this.redis?.disconnect();
  }

  /** The store settings of @fastify/rate-limit for the limit called `limit`. */
  storeFor(limit: string): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace'> {
    return this.redis ? { redis: this.redis, nameSpace: `${this.prefix}${limit}:` } : {};
  }

  counted(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.log('rate limit counters answer again: requests are counted');
  }

  countingFailed(error: Error): void {
    if (this.failing) return;
    this.failing = true;
    this.logger.warn(
      `rate limit counters in Redis do not answer (${error.message}): requests pass uncounted until they do`,
    );
  }
}

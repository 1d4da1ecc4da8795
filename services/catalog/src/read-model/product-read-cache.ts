import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { READ_CACHE_DROPPED_SUBJECT, SUBJECTS } from '@shop/contracts';
import { countCacheLookup, EventBus, isTransientError, SERVICE_CONFIG } from '@shop/service-kit';
import type { CatalogConfig } from '../config';
import { ResponseCache, serialise, type CachedAnswer } from './response-cache';

/** What a reader loads on a miss: the answer and every product it shows. */
export interface LoadedAnswer {
  body: unknown;
  productIds: Iterable<string>;
}

/**
 * The catalogue's read model: product pages, lists and searches kept serialised in this
 * replica, dropped the moment any replica changes a product. Changes arrive as
 * catalog.product.updated / deleted events heard by every replica (EventBus.watch); the writing
 * replica also drops its own entries at once. While the bus is disconnected a replica could miss
 * another's change, so it reads straight from the database until reconnected, then starts empty.
 */
@Injectable()
export class ProductReadCache implements OnModuleInit {
  private readonly cache: ResponseCache;
  private readonly enabled: boolean;
  private readonly logger = new Logger(ProductReadCache.name);

  constructor(
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
    private readonly bus: EventBus,
  ) {
    this.enabled = config.READ_CACHE;
    this.cache = new ResponseCache({
      ttlMs: config.READ_CACHE_TTL_SECONDS * 1000,
      maxBytes: config.READ_CACHE_MAX_MB * 1024 * 1024,
      staleIfErrorMs: config.READ_CACHE_STALE_IF_ERROR_SECONDS * 1000,
    });
  }

  onModuleInit(): void {
    if (!this.enabled) {
      this.logger.log('Read cache is off: every read goes to the database');
      return;
    }
    this.bus.watch({
      subject: 'catalog.>',
      handler: (event) => {
        if (event.type === SUBJECTS.productUpdated || event.type === SUBJECTS.productDeleted) {
          this.cache.productChanged(event.payload.productId);
          // Only now may the gateway keep this replica's answers again (see the subject).
          this.bus.say(READ_CACHE_DROPPED_SUBJECT, '');
        }
      },
      onGap: () => this.cache.clear(),
    });
  }

  /**
   * The cached answer for `key`, else `load()`'s, kept for the next reader. Undefined when
   * `load` finds nothing (nothing is cached for it). When the database cannot be read, the last
   * answer a change or its age retired is served instead, marked stale, for up to
   * READ_CACHE_STALE_IF_ERROR_SECONDS.
   */
  async answer(
    key: string,
    load: () => Promise<LoadedAnswer | undefined>,
    options: { isProduct?: boolean } = {},
  ): Promise<CachedAnswer | undefined> {
    const usable = this.usable();
    if (usable) {
      const hit = this.cache.get(key);
      if (hit) {
        countCacheLookup('catalog_read', 'hit');
        return hit;
      }
      countCacheLookup('catalog_read', 'miss');
    }
    const ticket = this.cache.ticket();
    let loaded: LoadedAnswer | undefined;
    try {
      loaded = await load();
    } catch (error) {
      const stale = this.enabled && isTransientError(error) ? this.cache.stale(key) : undefined;
      if (stale) {
        countCacheLookup('catalog_read', 'stale');
        return stale;
      }
      throw error;
    }
    if (!loaded) return undefined;
    if (!usable || !this.usable()) return serialise(loaded.body);
    return this.cache.store(ticket, key, loaded.body, loaded.productIds, options);
  }

  /** The cached answer for `key`, if there is one to trust now; nothing is loaded. */
  cached(key: string): CachedAnswer | undefined {
    const hit = this.usable() ? this.cache.get(key) : undefined;
    // A miss here is counted by answer(), where the controller reads.
    if (hit) countCacheLookup('catalog_read', 'hit');
    return hit;
  }

  /** This replica changed a product: its next read must not come from the cache. */
  productChanged(productId: string): void {
    this.cache.productChanged(productId);
  }

  private usable(): boolean {
    return this.enabled && this.bus.isConnected();
  }
}

/** A key that is the same for the same question however its query string was written. */
export function queryKey(kind: string, query: Record<string, unknown>): string {
  const normalised = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => {
      const value = query[name];
      return [name, Array.isArray(value) ? [...value].map(String).sort() : value];
    });
  return `${kind}:${JSON.stringify(normalised)}`;
}

import { Counter } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

/** The caches of the shop's answers: the gateway's edge cache and the catalog's read cache. */
export type CacheName = 'edge' | 'catalog_read';
/** hit: answered from the cache; miss: asked of the source; stale: a retired answer served while the source failed. */
export type CacheResult = 'hit' | 'miss' | 'stale';

const lookups = new Counter({
  name: 'shop_cache_lookups_total',
  help: 'Reads asked of a cache of answers, by cache (edge, catalog_read) and result (hit, miss, stale)',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

export function countCacheLookup(cache: CacheName, result: CacheResult): void {
  lookups.inc({ cache, result });
}

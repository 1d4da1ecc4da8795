import { Gauge } from 'prom-client';
import type { DatabaseConnection } from '../../database/database-connection';
import { metricsRegistry } from './metrics-registry';

let source: DatabaseConnection | undefined;

/** The database the gauges read at each scrape, until the answered function is called. */
export function watchDatabasePool(connection: DatabaseConnection): () => void {
  source = connection;
  return () => {
    if (source === connection) source = undefined;
  };
}

new Gauge({
  name: 'shop_db_pool_connections',
  help: 'Connections of the database pool by state (in_use, idle); absent on the embedded engine, one connection inside the process',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const use = source?.connectionUse();
    if (use?.inUse !== undefined) this.set({ state: 'in_use' }, use.inUse);
    if (use?.idle !== undefined) this.set({ state: 'idle' }, use.idle);
  },
});

new Gauge({
  name: 'shop_db_pool_waiting_queries',
  help: 'Queries waiting for a free connection of the database pool; absent on the embedded engine',
  registers: [metricsRegistry],
  collect() {
    const waiting = source?.connectionUse().waiting;
    if (waiting !== undefined) this.set(waiting);
    else this.remove();
  },
});

new Gauge({
  name: 'shop_db_pool_max_connections',
  help: 'Connections the database pool may open (1 on the embedded engine)',
  registers: [metricsRegistry],
  collect() {
    const use = source?.connectionUse();
    if (use) this.set(use.max);
    else this.remove();
  },
});

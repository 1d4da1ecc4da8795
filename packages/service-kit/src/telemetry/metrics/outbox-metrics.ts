import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Database } from '../../database/database.types';
import { outbox } from '../../events/event-tables';
import { pendingRow } from '../../events/outbox-rows';
import { metricsRegistry } from './metrics-registry';

/**
 * The longest a scrape waits for the outbox's figures. A database that is down or stuck leaves
 * them out of that scrape (absent, not stale) instead of holding the scrape until Prometheus
 * gives up on the whole target.
 */
export const OUTBOX_SCRAPE_TIMEOUT_MS = 1_000;

interface OutboxFigures {
  pending: number;
  oldestPendingAgeSeconds: number;
  failed: number;
}

let source: Database | undefined;
/** One query serves every gauge of a scrape, and a slow one is not asked again meanwhile. */
let inFlight: Promise<OutboxFigures> | undefined;

/** The outbox the gauges read at each scrape, until the answered function is called. */
export function watchOutbox(db: Database): () => void {
  source = db;
  return () => {
    if (source === db) source = undefined;
  };
}

/**
 * One statement, on the outbox's partial indexes (pending rows, failed rows): cheap whatever
 * number of published rows retention still keeps.
 */
function readOutbox(db: Database): Promise<OutboxFigures> {
  inFlight ??= db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${outbox.createdAt}))::float8`,
      failed: sql<number>`(select count(*)::int from ${outbox} where ${outbox.failedAt} is not null)`,
    })
    .from(outbox)
    .where(pendingRow)
    .then(([row]) => ({
      pending: Number(row.pending),
      oldestPendingAgeSeconds: Math.max(0, Number(row.oldestAgeSeconds ?? 0)),
      failed: Number(row.failed),
    }))
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

async function figuresWithin(db: Database, ms: number): Promise<OutboxFigures | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([readOutbox(db).catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

function outboxGauge(name: string, help: string, figure: keyof OutboxFigures) {
  return new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    async collect() {
      const figures = source && (await figuresWithin(source, OUTBOX_SCRAPE_TIMEOUT_MS));
      // Without figures the series is left out of this scrape rather than shown as 0.
      if (figures) this.set(figures[figure]);
      else this.remove();
    },
  });
}

outboxGauge(
  'shop_outbox_pending_events',
  'Events written to the outbox and not yet published',
  'pending',
);
outboxGauge(
  'shop_outbox_oldest_pending_age_seconds',
  'Age of the oldest event waiting in the outbox (seconds; 0 when none waits)',
  'oldestPendingAgeSeconds',
);
outboxGauge(
  'shop_outbox_failed_events',
  'Outbox events given up on (filed as dead letters) that retention still keeps',
  'failed',
);

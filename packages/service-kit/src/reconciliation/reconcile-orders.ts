import {
  MAX_RECONCILE_PAGE,
  RPC,
  type OrderState,
  type RpcAnswer,
  type RpcPattern,
  type RpcRequest,
} from '@shop/contracts';
import {
  describeDifference,
  findDifferences,
  unitsSold,
  type Difference,
  type Projections,
} from './order-differences';

/** Asks a service a question over request-reply (ServiceClient.send). */
export type Ask = <P extends RpcPattern>(
  pattern: P,
  request: RpcRequest<P>,
) => Promise<RpcAnswer<P>>;

interface ReconcileOptions {
  ask: Ask;
  /** Repair what can be repaired, then check again until the services agree or time runs out. */
  fix: boolean;
  /** Orders changed since are not judged: their events may still be on the way. */
  settledBefore: Date;
  /** Where the report goes, a line at a time. */
  log: (line: string) => void;
  /** How long --fix waits for the repairs to reach every service. */
  convergeTimeoutMs?: number;
}

export interface ReconcileResult {
  found: Difference[];
  /** What still differs at the end: the same as found without fix. */
  remaining: Difference[];
}

const CONVERGE_TIMEOUT_MS = 30_000;
const RECHECK_INTERVAL_MS = 500;

/**
 * Compares the order service's orders with what the catalog, identity and analytics derived from
 * them, reports each difference and, with `fix`, repairs them: the order service announces the
 * orders concerned again (the consumers merge by state and version), the catalog releases stock
 * held for orders that are not placed.
 */
export async function reconcileOrders(options: ReconcileOptions): Promise<ReconcileResult> {
  const { ask, log, settledBefore } = options;
  const snapshot = await takeSnapshot(ask);
  const found = findDifferences(snapshot.orders, snapshot.projections, { settledBefore });
  for (const difference of found) log(describeDifference(difference));
  log(summary(found, `difference(s) in ${snapshot.orders.length} order(s)`));
  if (!options.fix || found.length === 0) return { found, remaining: found };

  await repair(ask, found, snapshot, log);
  const deadline = Date.now() + (options.convergeTimeoutMs ?? CONVERGE_TIMEOUT_MS);
  let remaining: Difference[];
  for (;;) {
    const after = await takeSnapshot(ask);
    remaining = findDifferences(after.orders, after.projections, { settledBefore });
    if (!remaining.some(repairable) || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, RECHECK_INTERVAL_MS));
  }
  for (const difference of remaining) log(`remains: ${describeDifference(difference)}`);
  log(summary(remaining, 'difference(s) remain after repair'));
  return { found, remaining };
}

const repairable = (difference: Difference) => difference.repair !== 'none';

function summary(differences: Difference[], label: string): string {
  const per = (service: Difference['service']) =>
    differences.filter((difference) => difference.service === service).length;
  return `${differences.length} ${label} (catalog ${per('catalog')}, identity ${per('identity')}, analytics ${per('analytics')})`;
}

async function repair(
  ask: Ask,
  found: Difference[],
  snapshot: Snapshot,
  log: (line: string) => void,
): Promise<void> {
  const release = unique(found, 'release').map((orderId) => ({
    orderId,
    updatedAt: snapshot.projections.reservations.get(orderId)!.updatedAt,
  }));
  const reannounce = unique(found, 'reannounce');
  for (const releasing of pages(release)) {
    const answer = await ask(RPC.repairStock, { release: releasing });
    for (const orderId of answer.released) log(`released the stock held for order ${orderId}`);
  }
  for (const orderIds of pages(reannounce)) {
    const answer = await ask(RPC.reannounceOrders, { orderIds });
    log(`announced ${answer.reannounced.length} order(s) again`);
  }
}

function unique(differences: Difference[], repair: Difference['repair']): string[] {
  const ids = differences
    .filter((difference) => difference.repair === repair && difference.orderId)
    .map((difference) => difference.orderId!);
  return [...new Set(ids)];
}

function pages<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += MAX_RECONCILE_PAGE)
    result.push(items.slice(start, start + MAX_RECONCILE_PAGE));
  return result;
}

interface Snapshot {
  orders: OrderState[];
  projections: Projections;
}

/**
 * Everything at once: a shop's orders fit in memory many times over. The stock reservations are
 * read before the orders, so an order that moves between the two reads is seen further on than
 * its reservation, never behind it: a capture between the reads shows a placed order, not an
 * unplaced one holding stock. The rest is read after the orders; a difference it shows for an
 * order that moved meanwhile is only announced again, and the next check finds it gone.
 */
async function takeSnapshot(ask: Ask): Promise<Snapshot> {
  const projections: Projections = {
    reservations: new Map(),
    purchaseCounts: new Map(),
    customerOrders: new Map(),
    analyticsOrders: new Map(),
  };
  const reservations = paged(async (after) => {
    const { reservations, next } = await ask(RPC.reconcileStock, pageAfter(after));
    return { items: reservations, next };
  });
  for await (const reservation of reservations)
    projections.reservations.set(reservation.orderId, reservation);
  const orders: OrderState[] = [];
  const orderPages = paged(async (after) => {
    const { orders, next } = await ask(RPC.reconcileOrders, pageAfter(after));
    return { items: orders, next };
  });
  for await (const order of orderPages) orders.push(order);
  for (const productIds of pages([...unitsSold(orders).keys()])) {
    const counts = await ask(RPC.reconcilePurchaseCounts, { productIds });
    for (const { productId, purchaseCount } of counts.products)
      projections.purchaseCounts.set(productId, purchaseCount);
  }
  for (const orderIds of pages(orders.filter((order) => order.placed).map((o) => o.orderId))) {
    const customers = await ask(RPC.reconcileCustomerOrders, { orderIds });
    for (const row of customers.orders) projections.customerOrders.set(row.orderId, row);
    const analytics = await ask(RPC.reconcileAnalyticsOrders, { orderIds });
    for (const row of analytics.orders) projections.analyticsOrders.set(row.orderId, row);
  }
  return { orders, projections };
}

const pageAfter = (after: string | null) => ({ after, limit: MAX_RECONCILE_PAGE });

/** Every item of a paged question, page by page. */
async function* paged<T>(
  page: (after: string | null) => Promise<{ items: T[]; next: string | null }>,
): AsyncGenerator<T> {
  for (let after: string | null = null; ;) {
    const { items, next } = await page(after);
    yield* items;
    if (!next) return;
    after = next;
  }
}

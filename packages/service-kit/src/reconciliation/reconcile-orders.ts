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

/** Everything at once: a shop's orders fit in memory many times over. */
async function takeSnapshot(ask: Ask): Promise<Snapshot> {
  const orders: OrderState[] = [];
  for (let after: string | null = null; ;) {
    const page: RpcAnswer<typeof RPC.reconcileOrders> = await ask(RPC.reconcileOrders, {
      after,
      limit: MAX_RECONCILE_PAGE,
    });
    orders.push(...page.orders);
    if (!page.next) break;
    after = page.next;
  }
  const projections: Projections = {
    reservations: new Map(),
    purchaseCounts: new Map(),
    customerOrders: new Map(),
    analyticsOrders: new Map(),
  };
  const productPages = pages([...unitsSold(orders).keys()]);
  for (let after: string | null = null, index = 0; ; index += 1) {
    const page: RpcAnswer<typeof RPC.reconcileStock> = await ask(RPC.reconcileStock, {
      after,
      limit: MAX_RECONCILE_PAGE,
      productIds: productPages[index] ?? [],
    });
    for (const reservation of page.reservations)
      projections.reservations.set(reservation.orderId, reservation);
    for (const { productId, purchaseCount } of page.products)
      projections.purchaseCounts.set(productId, purchaseCount);
    if (!page.next && index >= productPages.length - 1) break;
    after = page.next ?? after;
  }
  for (const orderIds of pages(orders.filter((order) => order.placed).map((o) => o.orderId))) {
    const customers = await ask(RPC.reconcileCustomerOrders, { orderIds });
    for (const row of customers.orders) projections.customerOrders.set(row.orderId, row);
    const analytics = await ask(RPC.reconcileAnalyticsOrders, { orderIds });
    for (const row of analytics.orders) projections.analyticsOrders.set(row.orderId, row);
  }
  return { orders, projections };
}

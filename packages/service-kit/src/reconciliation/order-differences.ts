import {
  holdMayGoBack,
  type AnalyticsOrderState,
  type CustomerOrderState,
  type OrderState,
  type StockReservationState,
} from '@shop/contracts';

/**
 * How a difference is repaired: the order service announces the order again, the catalog
 * releases stock held (never confirmed) for no placed order, or nothing automatic (a person looks).
 */
export type Repair = 'reannounce' | 'release' | 'none';

export interface Difference {
  service: 'catalog' | 'identity' | 'analytics';
  orderId?: string;
  productId?: string;
  /** What differs, in words. */
  what: string;
  repair: Repair;
}

/** What the services derived from the orders, as they answered. */
export interface Projections {
  reservations: Map<string, StockReservationState>;
  purchaseCounts: Map<string, number>;
  customerOrders: Map<string, CustomerOrderState>;
  analyticsOrders: Map<string, AnalyticsOrderState>;
}

/**
 * Orders changed at or after `settledBefore` (and reservations, for orders the order service does
 * not know) are not judged: their events may still be on the way.
 */
interface Judgement {
  settledBefore: Date;
}

const settled = (updatedAt: string, { settledBefore }: Judgement) =>
  new Date(updatedAt) < settledBefore;

export function describeDifference({ service, orderId, productId, what }: Difference): string {
  const subject = orderId ? `order ${orderId}` : `product ${productId}`;
  return `${service}: ${subject}: ${what}`;
}

/** Every difference between the orders and what the other services derived from them. */
export function findDifferences(
  orders: OrderState[],
  projections: Projections,
  judgement: Judgement,
): Difference[] {
  const judged = orders.filter((order) => settled(order.updatedAt, judgement));
  return [
    ...stockDifferences(orders, judged, projections.reservations, judgement),
    ...purchaseCountDifferences(judged, projections.purchaseCounts),
    ...judged.flatMap((order) => customerOrderDifferences(order, projections.customerOrders)),
    ...judged.flatMap((order) => analyticsDifferences(order, projections.analyticsOrders)),
  ];
}

/** Whether the catalog takes stock for the order: any line not made to measure. */
function holdsStock(order: OrderState): boolean {
  return order.lines.some((line) => !line.madeToMeasure);
}

function describeReservation(reservation: StockReservationState | undefined): string {
  if (!reservation) return 'no stock reservation';
  return `stock reservation ${reservation.state}${reservation.cancelled ? ' (cancelled)' : ''}`;
}

/** The reservation a placed order should have, or undefined when it has it. */
function placedOrderExpectation(
  order: OrderState,
  reservation: StockReservationState | undefined,
): string | undefined {
  const state = reservation?.state;
  const cancelled = reservation?.cancelled ?? false;
  if (!order.cancelled) {
    return state === 'confirmed' && !cancelled ? undefined : 'confirmed';
  }
  if (order.cancelled.restock) {
    const putBack = state === 'restocked' || (state === 'released' && cancelled);
    return putBack ? undefined : 'restocked';
  }
  return state === 'confirmed' && cancelled ? undefined : 'confirmed and cancelled (goods shipped)';
}

function stockDifferences(
  orders: OrderState[],
  judged: OrderState[],
  reservations: Map<string, StockReservationState>,
  judgement: Judgement,
): Difference[] {
  const differences: Difference[] = [];
  for (const order of judged) {
    const reservation = reservations.get(order.orderId);
    if (order.placed) {
      if (!holdsStock(order)) continue;
      const expected = placedOrderExpectation(order, reservation);
      if (expected) {
        differences.push({
          service: 'catalog',
          orderId: order.orderId,
          what: `${describeReservation(reservation)}, expected ${expected}`,
          repair: 'reannounce',
        });
      }
    } else if (reservation && holding(reservation) && holdMayGoBack(order)) {
      differences.push(unplacedHolding(reservation, 'for an order that is not placed'));
    }
  }
  const known = new Set(orders.map((order) => order.orderId));
  for (const reservation of reservations.values()) {
    if (known.has(reservation.orderId) || !holding(reservation)) continue;
    if (!settled(reservation.updatedAt, judgement)) continue;
    differences.push(unplacedHolding(reservation, 'for an order the order service does not know'));
  }
  return differences;
}

/**
 * Stock taken for no placed order. A hold goes back (the catalog asks the order service again
 * first); a confirmed reservation was placed once and may be paid for: a person looks.
 */
function unplacedHolding(reservation: StockReservationState, why: string): Difference {
  return {
    service: 'catalog',
    orderId: reservation.orderId,
    what: `${describeReservation(reservation)} ${why}, expected released`,
    repair: reservation.state === 'held' ? 'release' : 'none',
  };
}

function holding(reservation: StockReservationState): boolean {
  return (
    (reservation.state === 'held' || reservation.state === 'confirmed') && !reservation.cancelled
  );
}

/**
 * Units of each product the placed orders bought, made-to-measure lines included: what the
 * catalog adds to purchaseCount on order.placed. A cancellation does not take them off again.
 */
export function unitsSold(orders: OrderState[]): Map<string, number> {
  const sold = new Map<string, number>();
  for (const order of orders) {
    if (!order.placed) continue;
    for (const { productId, quantity } of order.lines) {
      sold.set(productId, (sold.get(productId) ?? 0) + quantity);
    }
  }
  return sold;
}

/**
 * A purchaseCount below the units the placed orders bought missed a sale. One above them is not
 * judged: the catalogue's own starting figures (the demo catalogue's, imported history) count
 * sales the order service never saw.
 */
function purchaseCountDifferences(
  judged: OrderState[],
  purchaseCounts: Map<string, number>,
): Difference[] {
  const differences: Difference[] = [];
  for (const [productId, sold] of unitsSold(judged)) {
    const counted = purchaseCounts.get(productId);
    if (counted === undefined || counted >= sold) continue;
    differences.push({
      service: 'catalog',
      productId,
      what: `purchaseCount ${counted}, below the ${sold} unit(s) placed orders bought`,
      repair: 'none',
    });
  }
  return differences;
}

function customerOrderDifferences(
  order: OrderState,
  customerOrders: Map<string, CustomerOrderState>,
): Difference[] {
  if (!order.placed) return [];
  const row = customerOrders.get(order.orderId);
  const difference = (what: string): Difference[] => [
    { service: 'identity', orderId: order.orderId, what, repair: 'reannounce' },
  ];
  if (!row?.placed) return difference('missing from the customer list');
  const wrong: string[] = [];
  if (row.status !== order.status) wrong.push(`status ${row.status}, expected ${order.status}`);
  if (row.paid !== order.paid) wrong.push(`paid ${row.paid}, expected ${order.paid}`);
  if (row.amount !== order.amount) wrong.push(`amount ${row.amount}, expected ${order.amount}`);
  return wrong.length > 0 ? difference(wrong.join('; ')) : [];
}

function analyticsDifferences(
  order: OrderState,
  analyticsOrders: Map<string, AnalyticsOrderState>,
): Difference[] {
  if (!order.placed) return [];
  const row = analyticsOrders.get(order.orderId);
  const differences: Difference[] = [];
  const difference = (what: string, repair: Repair) =>
    differences.push({ service: 'analytics', orderId: order.orderId, what, repair });
  const cancelled = order.cancelled !== null;
  if (!row?.placed) difference('no placed date', 'reannounce');
  if (order.paid && !row?.paid) difference('no paid date', 'reannounce');
  if (cancelled && !row?.cancelled) difference('no cancelled date', 'reannounce');
  // Dates are only ever filled in: one the order does not have needs a person.
  if (!order.paid && row?.paid) difference('a paid date for an unpaid order', 'none');
  if (!cancelled && row?.cancelled)
    difference('a cancelled date for an order not cancelled', 'none');
  return differences;
}

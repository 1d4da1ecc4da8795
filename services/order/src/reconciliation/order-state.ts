import type { EventPayload, OrderState, SUBJECTS } from '@shop/contracts';
import { orderCancelledPayload } from '../orders/order-view';
import type { OrderRow } from '../orders/orders.table';

/**
 * An unplaced order whose PayPal capture is under way holds stock for it. The order lifecycle
 * marks that with a nullable `capture_started_at` column; until the table declares it, no order
 * reads as capturing.
 */
export function captureUnderWay(row: OrderRow): boolean {
  const { captureStartedAt } = row as OrderRow & { captureStartedAt?: Date | null };
  return !row.placed && captureStartedAt != null;
}

/** Whether the order's cancellation put its goods back: order.cancelled's `restock`, true when absent. */
export function restocksOnCancel(row: OrderRow): boolean {
  const payload: Record<string, unknown> = orderCancelledPayload(row);
  return payload.restock !== false;
}

/** order.cancelled was emitted for every order that reached Cancelled. */
export function wasCancelled(row: OrderRow): boolean {
  return row.status === 'Cancelled';
}

export function toOrderState(row: OrderRow): OrderState {
  return {
    orderId: row.id,
    userId: row.userId,
    placed: row.placed,
    capturing: captureUnderWay(row),
    status: row.status,
    paid: row.paid,
    amount: row.amount,
    version: row.version,
    cancelled: wasCancelled(row) ? { restock: restocksOnCancel(row) } : null,
    lines: row.items.map(({ productId, quantity, madeToMeasure }) => ({
      productId,
      quantity,
      madeToMeasure,
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** order.paid as the order stands now. */
export function orderPaidPayload(row: OrderRow): EventPayload<typeof SUBJECTS.orderPaid> {
  return {
    orderId: row.id,
    userId: row.userId,
    version: row.version,
    amount: row.amount,
    paymentMethod: row.paymentMethod,
    captureId: row.paypalCaptureId,
  };
}

/** order.status-changed to the status the order has now, from the one before it. */
export function currentStatusPayload(
  row: OrderRow,
): EventPayload<typeof SUBJECTS.orderStatusChanged> {
  const last = row.statusHistory.at(-1);
  return {
    orderId: row.id,
    userId: row.userId,
    version: row.version,
    from: last && last.to !== row.status ? last.to : (last?.from ?? row.status),
    to: row.status,
    amount: row.amount,
  };
}

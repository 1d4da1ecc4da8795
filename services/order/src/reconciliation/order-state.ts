import type { EventPayload, OrderState, SUBJECTS } from '@shop/contracts';
import { undoneSale } from '../orders/order-transitions';
import type { OrderRow } from '../orders/orders.table';

/** An unplaced order whose PayPal capture is under way may hold stock for it. */
export function captureUnderWay(row: OrderRow): boolean {
  return !row.placed && row.captureStartedAt !== null;
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
    cancelled: undoneSale(row),
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

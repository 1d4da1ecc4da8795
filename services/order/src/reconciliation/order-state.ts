import type { OrderState } from '@shop/contracts';
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

import type { EventPayload, Order, SUBJECTS } from '@shop/contracts';
import type { OrderRow } from './orders.table';

/** An order as the API shows it (docs/product/api-and-errors.md#storefront-calls). */
export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    userId: row.userId,
    items: row.items,
    hasMadeToMeasure: row.hasMadeToMeasure,
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    amount: row.amount,
    address: row.address,
    paymentMethod: row.paymentMethod,
    payment: row.paid,
    status: row.status,
    date: row.placedAt.toISOString(),
    paypalOrderId: row.paypalOrderId,
    paypalCaptureId: row.paypalCaptureId,
    refundId: row.refundId,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    statusHistory: row.statusHistory,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    ...(row.displayCurrency &&
      row.displayPerUsd && {
        displayCurrency: row.displayCurrency,
        displayPerUsd: row.displayPerUsd,
      }),
    ...(row.displayRateDate && { displayRateDate: row.displayRateDate }),
  };
}

/**
 * The lines as events carry them: what the catalogue counts as sold or puts back, and what the
 * order's mails list.
 */
function orderedItems(row: OrderRow): EventPayload<typeof SUBJECTS.orderPlaced>['items'] {
  return row.items.map((item) => ({
    productId: item.productId,
    name: item.name,
    unitPrice: item.price,
    quantity: item.quantity,
    size: item.size,
    madeToMeasure: item.madeToMeasure,
    color: item.color ?? '',
  }));
}

export function orderPlacedPayload(row: OrderRow): EventPayload<typeof SUBJECTS.orderPlaced> {
  return {
    orderId: row.id,
    userId: row.userId,
    version: row.version,
    items: orderedItems(row),
    deliveryFee: row.deliveryFee,
    amount: row.amount,
    paymentMethod: row.paymentMethod,
    status: row.status,
    subtotal: row.subtotal,
    address: row.address,
  };
}

/** The sale undone: `restock` unless its goods ever shipped (the lifecycle's table decides). */
export function orderCancelledPayload(
  row: OrderRow,
  { restock }: { restock: boolean } = { restock: true },
): EventPayload<typeof SUBJECTS.orderCancelled> {
  return {
    orderId: row.id,
    userId: row.userId,
    version: row.version,
    items: orderedItems(row).map(({ productId, quantity, size }) => ({
      productId,
      quantity,
      size,
    })),
    amount: row.amount,
    status: row.status === 'Refunded' ? 'Refunded' : 'Cancelled',
    restock,
  };
}

/** order.paid as the order stands now (paid, its capture recorded). */
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

/** order.status-changed to the status the order has now, from the one its history says before. */
export function orderStatusChangedPayload(
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
    items: orderedItems(row),
    address: row.address,
  };
}

import { metricsRegistry } from '@shop/service-kit';
import { Counter } from 'prom-client';
import type { OrderRow } from './orders.table';

const labelNames = ['payment_method'] as const;

const placed = new Counter({
  name: 'shop_orders_placed_total',
  help: 'Orders placed (cash on delivery as it is placed, PayPal once its payment is captured), by payment method',
  labelNames,
  registers: [metricsRegistry],
});

const captured = new Counter({
  name: 'shop_payments_captured_total',
  help: 'Payments taken online for orders, by payment method',
  labelNames,
  registers: [metricsRegistry],
});

const refunded = new Counter({
  name: 'shop_payments_refunded_total',
  help: 'Payments given back for orders that ended, by payment method',
  labelNames,
  registers: [metricsRegistry],
});

/**
 * Counts what a committed change of an order did: placed it, took its money, gave its money
 * back. `before` undefined: the order was just written. Each happens to an order once, whichever
 * path (checkout, a retry, the payment reconciliation) made it happen.
 */
export function countOrderChange(before: OrderRow | undefined, after: OrderRow): void {
  const labels = { payment_method: after.paymentMethod };
  if (!before?.placed && after.placed) placed.inc(labels);
  if (!before?.paid && after.paid) captured.inc(labels);
  if (!before?.refundId && after.refundId) refunded.inc(labels);
}

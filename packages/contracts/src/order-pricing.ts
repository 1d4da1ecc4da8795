// The shop's checkout arithmetic, apart from the schemas: the order service charges with it and
// the storefront shows totals with it, so the two can never disagree.
import type { Order } from './order-api';

/**
 * The header a checkout attempt carries so a repeated request places one order. Kept here, apart
 * from the schemas, because the storefront sends it in production.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The delivery fee for an order below FREE_DELIVERY_FROM, in USD. */
export const DELIVERY_FEE = 10;
/**
 * From this subtotal (USD) delivery is free
 * (docs/product/cart-and-checkout.md#totals-and-delivery-fee).
 */
export const FREE_DELIVERY_FROM = 50;

/**
 * The size label of a made-to-measure line: the jacket is cut to the shopper's saved
 * measurements, costs the product's `additionalCharges.madeToMeasure` more per piece and takes
 * no size from stock.
 */
export const MADE_TO_MEASURE_SIZE = 'Made to measure';

/** The size label a cart gives a product sold without sizes (a belt, a wallet). */
export const ONE_SIZE_LABEL = 'One Size';

/** Money rounded to cents, away from floating-point noise (0.1 + 0.2 → 0.3). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Nothing for an empty cart, free from FREE_DELIVERY_FROM, else DELIVERY_FEE. */
export function deliveryFeeFor(subtotal: number): number {
  if (subtotal <= 0) return 0;
  return subtotal >= FREE_DELIVERY_FROM ? 0 : DELIVERY_FEE;
}

interface PricedLine {
  /** One piece's price, made-to-measure charge included. */
  unitPrice: number;
  quantity: number;
}

/** The three sums an order records, as the order's contract types them. */
export type OrderTotals = Pick<Order, 'subtotal' | 'deliveryFee' | 'amount'>;

/** Subtotal, delivery fee and total of priced lines, each rounded to cents. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const subtotal = roundMoney(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
  const deliveryFee = deliveryFeeFor(subtotal);
  return { subtotal, deliveryFee, amount: roundMoney(subtotal + deliveryFee) };
}

/** Whether an amount the browser sent is the server's total, to the cent. */
export function sameAmount(sent: number, total: number): boolean {
  return Math.abs(roundMoney(sent) - roundMoney(total)) < 0.005;
}

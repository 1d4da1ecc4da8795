// The checkout's arithmetic is the order service's own (one rule, in the contracts).
export {
  DELIVERY_FEE,
  FREE_DELIVERY_FROM,
  MADE_TO_MEASURE_SIZE,
  deliveryFeeFor,
  orderTotals,
  roundMoney,
} from '@shop/contracts';

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$' with two decimals, e.g. $1,249.00. */
export function formatPrice(amount: number): string {
  return `$${money.format(Number.isFinite(amount) ? amount : 0)}`;
}

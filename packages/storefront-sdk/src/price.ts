/** Spec §9: a flat delivery fee added to every non-empty cart. */
export const DELIVERY_FEE = 10;

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$' with two decimals, e.g. $1,249.00. */
export function formatPrice(amount: number): string {
  return `$${money.format(Number.isFinite(amount) ? amount : 0)}`;
}

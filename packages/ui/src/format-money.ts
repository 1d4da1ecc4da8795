const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The shop shows dollars with two decimals ($1,249.00). */
export function formatMoney(amount: number): string {
  return `$${money.format(Number.isFinite(amount) ? amount : 0)}`;
}

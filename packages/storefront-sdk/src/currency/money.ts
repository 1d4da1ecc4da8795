import { isCurrencyCode, PAYMENT_CURRENCY, type CurrencyCode } from './currencies';
import { currencySettings, type CurrencySettings } from './currency-settings';

// One locale for every currency: the shop's English and its digit grouping, and a symbol that
// never mixes dollars up (US $, CA$, A$, £, €, PKR). Intl decides the decimals: none for PKR.
const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      signDisplay: 'negative',
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** The currency prices are shown in: an unknown code falls back to US dollars. */
export const shownCurrency = (currency: unknown): CurrencyCode =>
  isCurrencyCode(currency) ? currency : PAYMENT_CURRENCY;

/** A US dollar amount in `currency` at the configured rate; not a number counts as 0. */
export function convertFromUsd(
  amountUsd: number,
  currency: CurrencyCode,
  settings: CurrencySettings = currencySettings(),
): number {
  const amount = Number.isFinite(amountUsd) ? amountUsd : 0;
  return currency === PAYMENT_CURRENCY ? amount : amount * settings.perUsd[currency];
}

/** An amount in `currency` as US dollars at the configured rate: what the shop's API takes. */
export function convertToUsd(
  amount: number,
  currency: CurrencyCode,
  settings: CurrencySettings = currencySettings(),
): number {
  const value = Number.isFinite(amount) ? amount : 0;
  return currency === PAYMENT_CURRENCY ? value : value / settings.perUsd[currency];
}

/** The sign prices in `currency` are shown with: '$', '€', '£', 'CA$', 'A$', 'PKR'. */
export function currencySymbol(currency: CurrencyCode): string {
  const parts = formatterFor(currency).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * The one price formatter: a US dollar amount shown in `currency` (US dollars when left out or
 * unknown), converted at the configured rate and rounded to that currency's decimals, e.g.
 * '$1,249.00', '€1,064.15', 'PKR 351,594'. Not a number shows as 0; a negative amount keeps its
 * sign, and one that rounds to nothing shows none.
 */
export function formatPrice(
  amountUsd: number,
  currency?: string,
  settings: CurrencySettings = currencySettings(),
): string {
  const code = shownCurrency(currency ?? PAYMENT_CURRENCY);
  return formatterFor(code).format(convertFromUsd(amountUsd, code, settings));
}

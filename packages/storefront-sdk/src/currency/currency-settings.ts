import { CONVERTED_CURRENCIES, type ConvertedCurrency } from './currencies';

/** How many units of each shown currency one US dollar buys, and the day those rates are from. */
export interface CurrencySettings {
  /** YYYY-MM-DD. */
  ratesDate: string;
  perUsd: Record<ConvertedCurrency, number>;
  /**
   * The day of each rate, where it is not `ratesDate`: the order service's reference feed lists
   * no rupee, which keeps its last rate and that rate's day.
   */
  dates?: Partial<Record<ConvertedCurrency, string>>;
}

/**
 * The rates shipped with the shop: approximate mid-market rates of the stated day. A deployment
 * replaces them through the runtime config (CURRENCY_RATES and CURRENCY_RATES_DATE, see
 * docs/frontends.md, "Display currency").
 */
export const SHIPPED_CURRENCY_SETTINGS: CurrencySettings = Object.freeze({
  ratesDate: '2025-09-30',
  perUsd: Object.freeze({ PKR: 281.5, GBP: 0.744, CAD: 1.392, AUD: 1.514, EUR: 0.852 }),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isRatesDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const isRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The settings in `value` when they are whole (a valid date and a positive rate for every shown
 * currency), else null: rates of mixed days would show the wrong date.
 */
export function readCurrencySettings(value: unknown): CurrencySettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ratesDate, perUsd, dates } = value as Record<string, unknown>;
  if (!isRatesDate(ratesDate) || typeof perUsd !== 'object' || perUsd === null) return null;
  const rates = perUsd as Record<string, unknown>;
  if (!CONVERTED_CURRENCIES.every((code) => isRate(rates[code]))) return null;
  const days =
    typeof dates === 'object' && dates !== null ? (dates as Record<string, unknown>) : {};
  const dated = CONVERTED_CURRENCIES.filter((code) => isRatesDate(days[code]));
  return {
    ratesDate,
    perUsd: Object.fromEntries(CONVERTED_CURRENCIES.map((code) => [code, rates[code]])) as Record<
      ConvertedCurrency,
      number
    >,
    ...(dated.length > 0 && {
      dates: Object.fromEntries(dated.map((code) => [code, days[code]])),
    }),
  };
}

/** The day of the rate `currency` is shown at (the US dollar's: the day of the others). */
export function rateDateOf(settings: CurrencySettings, currency: string): string {
  return settings.dates?.[currency as ConvertedCurrency] ?? settings.ratesDate;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let settings: CurrencySettings = SHIPPED_CURRENCY_SETTINGS;

/** The rates in use (one copy per page: the SDK is a federation singleton). */
export function currencySettings(): CurrencySettings {
  return settings;
}

/**
 * Takes the runtime config's rates; anything incomplete or malformed keeps the shipped ones (with a
 * warning), so a bad config shows prices at known rates rather than wrong ones.
 */
export function configureCurrency(value: unknown): void {
  const next = value === undefined ? SHIPPED_CURRENCY_SETTINGS : readCurrencySettings(value);
  if (!next) console.warn('[shop] runtime config: currency rates ignored, using the shipped ones');
  settings = next ?? SHIPPED_CURRENCY_SETTINGS;
  for (const listener of [...listeners]) listener();
}

export function subscribeCurrencySettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

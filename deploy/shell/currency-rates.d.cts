/** The footer's currencies other than US dollars. */
export const CONVERTED_CURRENCIES: readonly string[];

/** `{ ratesDate, perUsd }` from CURRENCY_RATES and CURRENCY_RATES_DATE, or undefined when unset. */
export function currencyFromSettings(
  setting: (name: string) => string | undefined,
): { ratesDate: string; perUsd: Record<string, number> } | undefined;

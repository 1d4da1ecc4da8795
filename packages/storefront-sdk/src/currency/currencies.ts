import { CHARGED_CURRENCY, type DisplayCurrencyCode } from '@shop/contracts';

/** The footer picker's choices (docs/product/storefront-pages.md#display-currency), in order. */
export const CURRENCIES = [
  { country: 'Pakistan', code: 'PKR' },
  { country: 'United States', code: 'USD' },
  { country: 'United Kingdom', code: 'GBP' },
  { country: 'Canada', code: 'CAD' },
  { country: 'Australia', code: 'AUD' },
  { country: 'Europe', code: 'EUR' },
] as const satisfies readonly { country: string; code: DisplayCurrencyCode }[];

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/**
 * Shown to a shopper who has not chosen yet (docs/product/storefront-pages.md#display-currency:
 * Pakistan PKR, the default).
 */
export const DEFAULT_DISPLAY_CURRENCY: CurrencyCode = 'PKR';

/** Every amount is kept, sent and charged in this currency; the others are only shown. */
export const PAYMENT_CURRENCY = CHARGED_CURRENCY satisfies CurrencyCode;

/** The currencies a rate is needed for: every choice but the payment currency. */
export type ConvertedCurrency = Exclude<CurrencyCode, typeof PAYMENT_CURRENCY>;

export const CONVERTED_CURRENCIES = CURRENCIES.map(({ code }) => code).filter(
  (code): code is ConvertedCurrency => code !== PAYMENT_CURRENCY,
);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return CURRENCIES.some(({ code }) => code === value);
}

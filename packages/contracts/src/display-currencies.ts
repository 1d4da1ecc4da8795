// Zod-free, so the storefront takes these values without the schemas
// (packages/storefront-sdk/src/contracts-imports.test.ts).

/** The currencies prices may be shown in (docs/product/storefront-pages.md#display-currency). */
export const DISPLAY_CURRENCY_CODES = ['PKR', 'USD', 'GBP', 'CAD', 'AUD', 'EUR'] as const;
export type DisplayCurrencyCode = (typeof DISPLAY_CURRENCY_CODES)[number];

/** Every amount is kept, sent and charged in US dollars; the rates are per US dollar. */
export const CHARGED_CURRENCY = 'USD';

/** GET: the display currencies' rates per US dollar, each with its day. */
export const CURRENCY_RATES_PATH = '/api/currency-rates';

/** How long a browser, the storefront server or a cache may keep the rates' answer. */
export const CURRENCY_RATES_MAX_AGE_SECONDS = 300;

import { readStored, watchStored, writeStored } from '../browser-storage';
import { DEFAULT_DISPLAY_CURRENCY, isCurrencyCode, type CurrencyCode } from './currencies';

export const DISPLAY_CURRENCY_STORAGE_KEY = 'displayCurrency';
/** The cookie the storefront server reads the choice from. */
export const DISPLAY_CURRENCY_COOKIE = 'shop_currency';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(code: CurrencyCode): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${DISPLAY_CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The currency the shopper chose in the footer, remembered in this browser. */
export const displayCurrency = {
  get(): CurrencyCode {
    const stored = readStored(DISPLAY_CURRENCY_STORAGE_KEY);
    return isCurrencyCode(stored) ? stored : DEFAULT_DISPLAY_CURRENCY;
  },

  /**
   * An unknown code is ignored. The choice is also kept in a cookie, so the storefront server's
   * first HTML of the next page already shows it.
   */
  set(code: string): void {
    if (!isCurrencyCode(code)) return;
    writeStored(DISPLAY_CURRENCY_STORAGE_KEY, code);
    writeCookie(code);
  },

  /** A choice remembered before the cookie existed gets its cookie, for the next page's HTML. */
  keepCookie(): void {
    const stored = readStored(DISPLAY_CURRENCY_STORAGE_KEY);
    if (isCurrencyCode(stored) && !document.cookie.includes(`${DISPLAY_CURRENCY_COOKIE}=${stored}`))
      writeCookie(stored);
  },

  /** Listens for a new choice, made here (in any remote) or in another tab. */
  subscribe(listener: () => void): () => void {
    return watchStored(DISPLAY_CURRENCY_STORAGE_KEY, listener);
  },
};

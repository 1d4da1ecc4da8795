import { readStored, watchStored, writeStored } from '../browser-storage';
import { DEFAULT_DISPLAY_CURRENCY, isCurrencyCode, type CurrencyCode } from './currencies';

export const DISPLAY_CURRENCY_STORAGE_KEY = 'displayCurrency';
/** The cookie the storefront server reads the choice from. */
export const DISPLAY_CURRENCY_COOKIE = 'shop_currency';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function readCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DISPLAY_CURRENCY_COOKIE) return value;
  }
  return undefined;
}

/** The choice for the server to read, or none (expired at once). */
function writeCookie(code: CurrencyCode | undefined): void {
  if (typeof document === 'undefined') return;
  const maxAge = code ? COOKIE_MAX_AGE_SECONDS : 0;
  document.cookie = `${DISPLAY_CURRENCY_COOKIE}=${code ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
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

  /**
   * Makes the cookie say what this browser shows, when it does not (a choice made before the
   * cookie was kept, or storage cleared since): the server then renders the next page alike,
   * rather than in a currency the page changes from once it comes alive.
   */
  shareWithServer(): void {
    const stored = readStored(DISPLAY_CURRENCY_STORAGE_KEY);
    const chosen = isCurrencyCode(stored) ? stored : undefined;
    if (readCookie() !== chosen) writeCookie(chosen);
  },

  /** Listens for a new choice, made here (in any remote) or in another tab. */
  subscribe(listener: () => void): () => void {
    return watchStored(DISPLAY_CURRENCY_STORAGE_KEY, listener);
  },
};

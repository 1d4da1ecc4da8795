import { readStored, watchStored, writeStored } from '../browser-storage';
import { DEFAULT_DISPLAY_CURRENCY, isCurrencyCode, type CurrencyCode } from './currencies';

export const DISPLAY_CURRENCY_STORAGE_KEY = 'displayCurrency';

/** The currency the shopper chose in the footer, remembered in this browser. */
export const displayCurrency = {
  get(): CurrencyCode {
    const stored = readStored(DISPLAY_CURRENCY_STORAGE_KEY);
    return isCurrencyCode(stored) ? stored : DEFAULT_DISPLAY_CURRENCY;
  },

  /** An unknown code is ignored. */
  set(code: string): void {
    if (isCurrencyCode(code)) writeStored(DISPLAY_CURRENCY_STORAGE_KEY, code);
  },

  /** Listens for a new choice, made here (in any remote) or in another tab. */
  subscribe(listener: () => void): () => void {
    return watchStored(DISPLAY_CURRENCY_STORAGE_KEY, listener);
  },
};

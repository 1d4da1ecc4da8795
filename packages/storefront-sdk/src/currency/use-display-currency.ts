import { useCallback, useSyncExternalStore } from 'react';
import { takePageState, useServerRender } from '../server-render';
import { DEFAULT_DISPLAY_CURRENCY, isCurrencyCode, type CurrencyCode } from './currencies';
import { currencySettings, subscribeCurrencySettings } from './currency-settings';
import { displayCurrency } from './display-currency';
import { convertToUsd, currencySymbol, formatPrice } from './money';

/** The currency a page was rendered with on the server: its cookie's, else the default. */
function renderedCurrency(chosen: string | undefined): () => CurrencyCode {
  const code = isCurrencyCode(chosen) ? chosen : DEFAULT_DISPLAY_CURRENCY;
  return () => code;
}

/**
 * The chosen display currency and a setter; every user re-renders when it changes anywhere. The
 * server renders the one its cookie names, and the browser hydrates with that same one.
 */
export function useDisplayCurrency(): [CurrencyCode, (code: string) => void] {
  const server = useServerRender();
  const code = useSyncExternalStore(
    displayCurrency.subscribe,
    displayCurrency.get,
    renderedCurrency(server ? server.currency : takePageState()?.currency),
  );
  const set = useCallback((next: string) => displayCurrency.set(next), []);
  return [code, set];
}

/**
 * `formatPrice` in the shopper's currency: a US dollar amount as the shopper chose to see it. A
 * component using it re-renders when the choice or the rates change.
 */
export function usePriceFormat(): (amountUsd: number) => string {
  const [code] = useDisplayCurrency();
  const settings = useCurrencySettings();
  return useCallback(
    (amountUsd: number) => formatPrice(amountUsd, code, settings),
    [code, settings],
  );
}

/**
 * The shopper's currency for amounts they type, such as a price filter's bounds: its sign, and
 * the amount in US dollars, which the shop's API takes.
 */
export function useTypedMoney(): { symbol: string; toUsd: (amount: number) => number } {
  const [code] = useDisplayCurrency();
  const settings = useCurrencySettings();
  const toUsd = useCallback(
    (amount: number) => convertToUsd(amount, code, settings),
    [code, settings],
  );
  return { symbol: currencySymbol(code), toUsd };
}

/** The rates in use; a component using it re-renders when they change. */
export function useCurrencySettings() {
  return useSyncExternalStore(subscribeCurrencySettings, currencySettings, currencySettings);
}

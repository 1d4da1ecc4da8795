import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_DISPLAY_CURRENCY, type CurrencyCode } from './currencies';
import { currencySettings, subscribeCurrencySettings } from './currency-settings';
import { displayCurrency } from './display-currency';
import { convertToUsd, currencySymbol, formatPrice } from './money';

const defaultCurrency = () => DEFAULT_DISPLAY_CURRENCY;

/** The chosen display currency and a setter; every user re-renders when it changes anywhere. */
export function useDisplayCurrency(): [CurrencyCode, (code: string) => void] {
  const code = useSyncExternalStore(
    displayCurrency.subscribe,
    displayCurrency.get,
    defaultCurrency,
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

function useCurrencySettings() {
  return useSyncExternalStore(subscribeCurrencySettings, currencySettings, currencySettings);
}

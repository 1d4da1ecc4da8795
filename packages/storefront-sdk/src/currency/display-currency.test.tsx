import { act, render, screen } from '@testing-library/react';
import { configureCurrency } from './currency-settings';
import { DISPLAY_CURRENCY_STORAGE_KEY, displayCurrency } from './display-currency';
import { usePriceFormat } from './use-display-currency';

function ShownPrice({ usd }: { usd: number }) {
  const format = usePriceFormat();
  return <output>{format(usd)}</output>;
}

describe('displayCurrency', () => {
  beforeEach(() => {
    localStorage.clear();
    configureCurrency({
      ratesDate: '2026-11-20',
      perUsd: { PKR: 280, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
    });
  });
  afterEach(() => act(() => configureCurrency(undefined)));

  it('is Pakistani rupees until the shopper chooses, then the choice, remembered', () => {
    expect(displayCurrency.get()).toBe('PKR');
    displayCurrency.set('EUR');
    expect(localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY)).toBe('EUR');
    expect(displayCurrency.get()).toBe('EUR');
  });

  it('keeps the choice in a cookie too, for the server to render the next page with', () => {
    displayCurrency.set('CAD');
    expect(document.cookie).toContain('shop_currency=CAD');
    // A choice stored before the cookie existed gets one.
    localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, 'AUD');
    displayCurrency.shareWithServer();
    expect(document.cookie).toContain('shop_currency=AUD');
  });

  it('ignores an unknown code, chosen or found in storage', () => {
    displayCurrency.set('GBP');
    displayCurrency.set('XYZ');
    expect(displayCurrency.get()).toBe('GBP');
    localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, 'XYZ');
    expect(displayCurrency.get()).toBe('PKR');
  });

  it('tells its subscribers of a new choice, until they leave', () => {
    const listener = jest.fn();
    const stop = displayCurrency.subscribe(listener);
    displayCurrency.set('CAD');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    displayCurrency.set('AUD');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears a choice made in another tab', () => {
    const listener = jest.fn();
    const stop = displayCurrency.subscribe(listener);
    localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, 'GBP');
    window.dispatchEvent(new StorageEvent('storage', { key: DISPLAY_CURRENCY_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('re-renders every mounted price when the choice or the rates change', () => {
    render(
      <>
        <ShownPrice usd={100} />
        <ShownPrice usd={10} />
      </>,
    );
    const shown = () => screen.getAllByRole('status').map((node) => node.textContent);
    expect(shown()).toEqual(['PKR\u00a028,000', 'PKR\u00a02,800']);
    act(() => displayCurrency.set('EUR'));
    expect(shown()).toEqual(['€90.00', '€9.00']);
    act(() => displayCurrency.set('USD'));
    expect(shown()).toEqual(['$100.00', '$10.00']);
    act(() => {
      displayCurrency.set('GBP');
      configureCurrency({
        ratesDate: '2026-11-21',
        perUsd: { PKR: 280, GBP: 0.75, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
      });
    });
    expect(shown()).toEqual(['£75.00', '£7.50']);
  });
});

describe('the display currency the storefront server reads', () => {
  const cookie = () => /(?:^|; )shop_currency=([^;]*)/.exec(document.cookie)?.[1];
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'shop_currency=; Path=/; Max-Age=0';
  });

  it('is kept in a cookie beside the choice', () => {
    displayCurrency.set('EUR');
    expect(cookie()).toBe('EUR');
  });

  it('takes up a choice this browser remembers without the cookie', () => {
    localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, 'GBP');
    displayCurrency.shareWithServer();
    expect(cookie()).toBe('GBP');
  });

  it('is dropped once this browser forgot the choice', () => {
    displayCurrency.set('CAD');
    localStorage.clear();
    displayCurrency.shareWithServer();
    expect(cookie()).toBeUndefined();
  });
});

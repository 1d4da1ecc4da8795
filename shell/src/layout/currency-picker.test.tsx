import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  configureCurrency,
  DISPLAY_CURRENCY_STORAGE_KEY,
  displayCurrency,
  SHIPPED_CURRENCY_SETTINGS,
} from '@shop/storefront-sdk';
import { Price } from '@shop/ui';
import { CurrencyPicker } from './currency-picker';

const picker = () => screen.getByRole('combobox', { name: 'Country and currency' });

describe('CurrencyPicker', () => {
  beforeEach(() => localStorage.clear());

  it('offers the spec’s six currencies, Pakistani rupees first and chosen by default', () => {
    render(<CurrencyPicker />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Pakistan (PKR)',
      'United States (USD)',
      'United Kingdom (GBP)',
      'Canada (CAD)',
      'Australia (AUD)',
      'Europe (EUR)',
    ]);
    expect((picker() as HTMLSelectElement).value).toBe('PKR');
  });

  it('says which rates it converts at and that payment is in US dollars', () => {
    render(<CurrencyPicker />);
    expect(picker()).toHaveAttribute('aria-describedby');
    const note = document.getElementById(picker().getAttribute('aria-describedby')!);
    expect(note?.textContent).toContain(SHIPPED_CURRENCY_SETTINGS.ratesDate);
    expect(note?.textContent).toContain('payment is taken in US dollars');
  });

  it('shows the day of the rates in use: the chosen currency’s own', () => {
    render(<CurrencyPicker />);
    expect(screen.getByText('Rates of 30 Sep 2025')).toBeInTheDocument();
    act(() =>
      configureCurrency({
        ratesDate: '2026-11-27',
        perUsd: { PKR: 281.5, GBP: 0.78, CAD: 1.39, AUD: 1.53, EUR: 0.92 },
        dates: { PKR: '2025-09-30', GBP: '2026-11-27' },
      }),
    );
    expect(screen.getByText('Rates of 30 Sep 2025')).toBeInTheDocument();
    act(() => displayCurrency.set('GBP'));
    expect(screen.getByText('Rates of 27 Nov 2026')).toBeInTheDocument();
    const note = document.getElementById(picker().getAttribute('aria-describedby')!);
    expect(note?.textContent).toContain('2026-11-27');
    act(() => configureCurrency(undefined));
  });

  it('changes every price on the page, and the choice is remembered', () => {
    const { unmount } = render(
      <>
        <Price base={100} />
        <CurrencyPicker />
      </>,
    );
    expect(screen.getByText(/^PKR/)).toBeInTheDocument();
    // A keyboard user moves through the options of the focused select; each is a change event.
    picker().focus();
    fireEvent.change(picker(), { target: { value: 'EUR' } });
    const eur = `€${(100 * SHIPPED_CURRENCY_SETTINGS.perUsd.EUR).toFixed(2)}`;
    expect(screen.getByText(eur)).toBeInTheDocument();
    expect(localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY)).toBe('EUR');
    unmount();

    render(<CurrencyPicker />);
    expect((picker() as HTMLSelectElement).value).toBe('EUR');
  });

  it('follows a choice made elsewhere (another remote or tab)', () => {
    render(<CurrencyPicker />);
    act(() => displayCurrency.set('GBP'));
    expect((picker() as HTMLSelectElement).value).toBe('GBP');
  });
});

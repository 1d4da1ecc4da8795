import { configureCurrency, SHIPPED_CURRENCY_SETTINGS } from './currency-settings';
import { convertFromUsd, convertToUsd, currencySymbol, formatPrice } from './money';

const RATES = {
  ratesDate: '2026-11-20',
  perUsd: { PKR: 280, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
};
// Intl puts a no-break space between a currency code and the amount.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  beforeEach(() => configureCurrency(RATES));
  afterEach(() => configureCurrency(undefined));

  it('formats US dollars with a $ and two decimals when no currency is named', () => {
    expect(formatPrice(10)).toBe('$10.00');
    expect(formatPrice(1249.5)).toBe('$1,249.50');
    expect(formatPrice(1249.5, 'USD')).toBe('$1,249.50');
  });

  it('converts from US dollars at the configured rate and uses each currency’s symbol', () => {
    expect(formatPrice(100, 'EUR')).toBe('€90.00');
    expect(formatPrice(100, 'GBP')).toBe('£80.00');
    expect(formatPrice(100, 'CAD')).toBe('CA$140.00');
    expect(formatPrice(100, 'AUD')).toBe('A$150.00');
    expect(plain(formatPrice(1249.5, 'PKR'))).toBe('PKR 349,860');
  });

  it('rounds to the currency’s decimals: cents, and whole rupees', () => {
    expect(formatPrice(19.99, 'EUR')).toBe('€17.99'); // 17.991
    expect(formatPrice(19.995, 'GBP')).toBe('£16.00'); // 15.996
    expect(plain(formatPrice(0.99, 'PKR'))).toBe('PKR 277'); // 277.2
    expect(plain(formatPrice(1.01, 'PKR'))).toBe('PKR 283'); // 282.8
  });

  it('shows what is not a number as zero, and a negative amount with its sign', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'EUR')).toBe('€0.00');
    expect(formatPrice(-5, 'EUR')).toBe('-€4.50');
    expect(formatPrice(-0.001, 'EUR')).toBe('€0.00');
  });

  it('falls back to US dollars for a currency it does not know', () => {
    expect(formatPrice(10, 'JPY')).toBe('$10.00');
    expect(formatPrice(10, '')).toBe('$10.00');
  });

  it('keeps the shipped rates when the configured ones are incomplete or malformed', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureCurrency({ ratesDate: '2026-11-20', perUsd: { EUR: 0.9 } });
    expect(convertFromUsd(100, 'EUR')).toBeCloseTo(100 * SHIPPED_CURRENCY_SETTINGS.perUsd.EUR);
    configureCurrency({ ...RATES, perUsd: { ...RATES.perUsd, GBP: -1 } });
    expect(convertFromUsd(100, 'GBP')).toBeCloseTo(100 * SHIPPED_CURRENCY_SETTINGS.perUsd.GBP);
    configureCurrency({ ...RATES, ratesDate: '2026-02-30' });
    expect(convertFromUsd(100, 'PKR')).toBeCloseTo(100 * SHIPPED_CURRENCY_SETTINGS.perUsd.PKR);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('the shipped rates', () => {
  it('name their day and give every shown currency a plausible rate', () => {
    const { ratesDate, perUsd } = SHIPPED_CURRENCY_SETTINGS;
    expect(ratesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(perUsd.PKR).toBeGreaterThan(200);
    for (const code of ['GBP', 'EUR'] as const) expect(perUsd[code]).toBeLessThan(1);
    for (const code of ['CAD', 'AUD'] as const) expect(perUsd[code]).toBeGreaterThan(1);
  });
});

describe('amounts a shopper types', () => {
  beforeEach(() => configureCurrency(RATES));
  afterEach(() => configureCurrency(undefined));

  it('turn into US dollars at the same rate prices are shown at', () => {
    expect(convertToUsd(90, 'EUR')).toBeCloseTo(100);
    expect(convertToUsd(28000, 'PKR')).toBeCloseTo(100);
    expect(convertToUsd(100, 'USD')).toBe(100);
    expect(convertToUsd(convertFromUsd(123.45, 'GBP'), 'GBP')).toBeCloseTo(123.45);
    expect(convertToUsd(Number.NaN, 'EUR')).toBe(0);
  });

  it("are typed beside the currency's own sign", () => {
    expect(
      ['USD', 'EUR', 'GBP', 'CAD', 'AUD'].map((code) => currencySymbol(code as 'USD')),
    ).toEqual(['$', '€', '£', 'CA$', 'A$']);
    expect(currencySymbol('PKR')).toBe('PKR');
  });
});

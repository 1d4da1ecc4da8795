import { fakeApi } from '../testing';
import { loadCurrencyRates } from './currency-rates';
import { configureCurrency, currencySettings, rateDateOf } from './currency-settings';
import { convertFromUsd } from './money';

const CONFIGURED = {
  ratesDate: '2026-11-20',
  perUsd: { PKR: 280, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
};
const rate = (perUsd: number, date = '2026-11-27') => ({ perUsd, date });
const SHOP_RATES = {
  success: true,
  ratesDate: '2026-11-27',
  rates: {
    PKR: rate(281.5, '2025-09-30'),
    GBP: rate(0.786),
    CAD: rate(1.395),
    AUD: rate(1.534),
    EUR: rate(0.922),
  },
};

describe("the shop's rates", () => {
  beforeEach(() => configureCurrency(CONFIGURED));
  afterEach(() => configureCurrency(undefined));

  it('show prices at the order service’s rates, each currency with its own day', async () => {
    fakeApi({ 'GET /api/currency-rates': () => ({ body: SHOP_RATES }) });
    await expect(loadCurrencyRates()).resolves.toBe(true);
    expect(convertFromUsd(100, 'EUR')).toBeCloseTo(92.2);
    expect(rateDateOf(currencySettings(), 'EUR')).toBe('2026-11-27');
    expect(rateDateOf(currencySettings(), 'PKR')).toBe('2025-09-30');
    expect(rateDateOf(currencySettings(), 'USD')).toBe('2026-11-27');
  });

  it('leave the runtime config’s rates in use when the answer fails or lacks a currency', async () => {
    const { EUR: _gone, ...fewer } = SHOP_RATES.rates;
    for (const answer of [
      () => ({ status: 503, body: { success: false, message: 'down' } }),
      () => ({ body: { ...SHOP_RATES, rates: fewer } }),
    ]) {
      fakeApi({ 'GET /api/currency-rates': answer });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      await expect(loadCurrencyRates()).resolves.toBe(false);
      warn.mockRestore();
      expect(currencySettings()).toEqual(CONFIGURED);
    }
  });
});

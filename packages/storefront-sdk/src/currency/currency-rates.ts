import { CURRENCY_RATES_PATH, type CurrencyRatesAnswer } from '@shop/contracts';
import { apiRequest } from '../api-client';
import { devContracts } from '../dev-contracts';
import {
  configureCurrency,
  readCurrencySettings,
  type CurrencySettings,
} from './currency-settings';

/** The order service's rates as the price formatter takes them; null unless every one is there. */
function currencySettingsOf(answer: CurrencyRatesAnswer): CurrencySettings | null {
  const rates = Object.entries(answer.rates);
  return readCurrencySettings({
    ratesDate: answer.ratesDate,
    perUsd: Object.fromEntries(rates.map(([code, rate]) => [code, rate.perUsd])),
    dates: Object.fromEntries(rates.map(([code, rate]) => [code, rate.date])),
  });
}

/**
 * Reads the shop's current rates (GET /api/currency-rates) and shows prices at them. An answer
 * that is missing or incomplete keeps the rates in use (the runtime config's, else the shipped
 * ones). Answers whether the shop's rates are now in use.
 */
export async function loadCurrencyRates(): Promise<boolean> {
  try {
    const answer = await apiRequest(devContracts?.currencyRatesAnswerSchema, CURRENCY_RATES_PATH);
    const settings = currencySettingsOf(answer);
    if (settings) configureCurrency(settings);
    return settings !== null;
  } catch {
    return false;
  }
}

import { z } from 'zod';
import { DISPLAY_CURRENCY_CODES } from './display-currencies';

export const displayCurrencySchema = z.enum(DISPLAY_CURRENCY_CODES, {
  error: `The display currency is one of ${DISPLAY_CURRENCY_CODES.join(', ')}`,
});

/** A day, YYYY-MM-DD. */
const rateDaySchema = z.iso.date();

/** How many units of a currency one US dollar buys, and the day of that rate. */
export const currencyRateSchema = z.object({
  perUsd: z.number().positive().finite(),
  date: rateDaySchema,
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/**
 * GET /api/currency-rates: every shown currency's rate but the US dollar's. A currency the
 * reference feed lacks keeps its last rate and its own day; `ratesDate` is the newest day.
 */
export const currencyRatesAnswerSchema = z.object({
  success: z.literal(true),
  ratesDate: rateDaySchema.optional(),
  rates: z.partialRecord(displayCurrencySchema.exclude(['USD']), currencyRateSchema),
});
export type CurrencyRatesAnswer = z.infer<typeof currencyRatesAnswerSchema>;

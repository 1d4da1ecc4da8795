import type { DisplayCurrencyCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A shown currency's units per US dollar; enough places for a rupee and a euro alike. */
export const perUsdColumn = (name: string) =>
  numeric(name, { precision: 18, scale: 8, mode: 'number' });

/**
 * The rates prices are shown at: one row per shown currency (never the US dollar), each with the
 * day of its rate. The reference feed updates the currencies it lists; the others keep their last
 * rate and its day. Seeded with the rates the storefront shipped with.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').$type<Exclude<DisplayCurrencyCode, 'USD'>>().primaryKey(),
    perUsd: perUsdColumn('per_usd').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('currency_rates_per_usd_check', sql`${t.perUsd} > 0`)],
);
export type CurrencyRateRow = typeof currencyRates.$inferSelect;

import { Inject, Injectable } from '@nestjs/common';
import {
  CHARGED_CURRENCY,
  type CurrencyRatesAnswer,
  type DisplayCurrencyCode,
} from '@shop/contracts';
import { InjectDatabase, SERVICE_CONFIG, type Database } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import type { OrderConfig } from '../config';
import { countRatesFailure, markRatesRefreshed } from './currency-rates-metrics';
import { currencyRates, type CurrencyRateRow } from './currency-rates.table';
import { fetchEuroReferenceRates, ReferenceFeedError } from './reference-rates-feed';

/** What an order keeps of the currency its buyer saw it in. */
export interface DisplayRate {
  displayCurrency: DisplayCurrencyCode;
  displayPerUsd: number;
  /** Null for the US dollar, which needs no rate. */
  displayRateDate: string | null;
}

/** A rate worked out from the feed's keeps as many digits as the feed gives, and no noise. */
const SIGNIFICANT_DIGITS = 8;
const rounded = (rate: number) => Number(rate.toPrecision(SIGNIFICANT_DIGITS));

/**
 * The rates prices are shown at, kept in `currency_rates`, and their refresh from a reference
 * feed of euro rates (EXCHANGE_RATES_URL). A refresh that fails keeps the last good rates.
 */
@Injectable()
export class CurrencyRates {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(SERVICE_CONFIG) private readonly config: OrderConfig,
  ) {}

  /** GET /api/currency-rates. */
  async answer(): Promise<CurrencyRatesAnswer> {
    const rows = await this.db.select().from(currencyRates).orderBy(currencyRates.currency);
    const ratesDate = rows
      .map((row) => row.rateDate)
      .sort()
      .at(-1);
    return {
      success: true,
      ...(ratesDate && { ratesDate }),
      rates: Object.fromEntries(
        rows.map((row) => [row.currency, { perUsd: row.perUsd, date: row.rateDate }]),
      ),
    };
  }

  /** The rate an order placed now keeps; a currency without one is kept as US dollars. */
  async displayRate(currency: DisplayCurrencyCode | undefined): Promise<DisplayRate> {
    const usd: DisplayRate = {
      displayCurrency: CHARGED_CURRENCY,
      displayPerUsd: 1,
      displayRateDate: null,
    };
    if (!currency || currency === CHARGED_CURRENCY) return usd;
    const [row] = await this.db
      .select()
      .from(currencyRates)
      .where(eq(currencyRates.currency, currency));
    return row
      ? { displayCurrency: currency, displayPerUsd: row.perUsd, displayRateDate: row.rateDate }
      : usd;
  }

  /**
   * Fetches the feed and stores the rates of every shown currency it lists, per US dollar. A
   * currency it does not list, or lists for an older day than the one stored, keeps its rate.
   * Refreshes at once (replicas, a slow run) write the same rows with one statement each, so
   * the last one leaves them whole.
   */
  async refresh(): Promise<CurrencyRateRow[]> {
    const url = this.config.EXCHANGE_RATES_URL;
    if (!url) return [];
    let feed;
    try {
      feed = await fetchEuroReferenceRates(url);
    } catch (error) {
      if (error instanceof ReferenceFeedError) countRatesFailure(error.problem);
      throw error;
    }
    const usdPerEur = feed.perEur.get('USD')!;
    const perUsd = (code: string) =>
      code === 'EUR' ? 1 / usdPerEur : (feed.perEur.get(code) ?? NaN) / usdPerEur;
    const known = await this.db.select({ currency: currencyRates.currency }).from(currencyRates);
    const rows = known
      .map(({ currency }) => ({ currency, perUsd: rounded(perUsd(currency)), rateDate: feed.date }))
      .filter((row) => Number.isFinite(row.perUsd))
      .sort((a, b) => a.currency.localeCompare(b.currency));
    markRatesRefreshed();
    if (rows.length === 0) return [];
    return this.db
      .insert(currencyRates)
      .values(rows)
      .onConflictDoUpdate({
        target: currencyRates.currency,
        set: {
          perUsd: sql`excluded.per_usd`,
          rateDate: sql`excluded.rate_date`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${currencyRates.rateDate} <= excluded.rate_date`,
      })
      .returning();
  }
}

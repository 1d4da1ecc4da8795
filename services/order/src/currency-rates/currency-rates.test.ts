import {
  CURRENCY_RATES_PATH,
  currencyRatesAnswerSchema,
  type CurrencyRatesAnswer,
} from '@shop/contracts';
import { createServiceLogger, startMetricsServer, type MetricsServer } from '@shop/service-kit';
import {
  eventually,
  scrapeMetrics,
  startServiceApp,
  sumOf,
  useFixture,
} from '@shop/service-kit/testing';
import request from 'supertest';
import { AppModule } from '../app.module';
import { loadOrderConfig, SERVICE } from '../config';
import { CurrencyRates } from './currency-rates.service';
import { eurofxrefDaily, startReferenceFeed } from './reference-feed.fixture';

jest.setTimeout(120_000);

// The ECB's rates of a day, per euro: no rupee among them.
const NOV_27 = { USD: 1.0842, JPY: 163.2, GBP: 0.8523, CAD: 1.5127, AUD: 1.6631 };
const NOV_28 = { USD: 1.1, JPY: 164, GBP: 0.88, CAD: 1.54, AUD: 1.7 };
const perUsd = (rate: number) => Number(rate.toPrecision(8));

describe('the rates prices are shown at', () => {
  // A feed a second away: the service's first answers must not be the shipped rates (a storefront
  // reading them at once would keep them for their max age).
  const feed = useFixture(
    () =>
      startReferenceFeed({
        status: 200,
        body: eurofxrefDaily('2026-11-27', NOV_27),
        delayMs: 1_000,
      }),
    (standIn) => standIn.stop(),
  );
  const service = useFixture(
    () =>
      startServiceApp({
        service: SERVICE,
        loadConfig: loadOrderConfig,
        appModule: AppModule,
        settings: { EXCHANGE_RATES_URL: feed.url, EXCHANGE_RATES_REFRESH_MINUTES: '600' },
      }),
    (app) => app.stop(),
  );
  const metrics = useFixture(
    async () =>
      (await startMetricsServer(
        0,
        '127.0.0.1',
        createServiceLogger('order', 'fatal'),
      )) as MetricsServer,
    (server) => server.close(),
  );
  const rates = () => service.app.get(CurrencyRates);
  const current = async (): Promise<CurrencyRatesAnswer> => {
    const answer = await request(service.app.getHttpServer()).get(CURRENCY_RATES_PATH);
    expect(answer.status).toBe(200);
    return currencyRatesAnswerSchema.parse(answer.body);
  };
  const failures = async (reason: string) =>
    sumOf(await scrapeMetrics(metrics.url), 'shop_exchange_rates_refresh_failures_total', {
      reason,
    }) ?? 0;

  it('reads the feed before it answers and keeps its rates per US dollar; the rupee keeps its own', async () => {
    const answer = await current();
    expect(answer.rates).toEqual({
      AUD: { perUsd: perUsd(1.6631 / 1.0842), date: '2026-11-27' },
      CAD: { perUsd: perUsd(1.5127 / 1.0842), date: '2026-11-27' },
      EUR: { perUsd: perUsd(1 / 1.0842), date: '2026-11-27' },
      GBP: { perUsd: perUsd(0.8523 / 1.0842), date: '2026-11-27' },
      // Not in the feed: the rate the shop shipped with, and its day.
      PKR: { perUsd: 281.5, date: '2025-09-30' },
    });
  });

  it('is public, and browsers and caches may keep it a few minutes', async () => {
    const answer = await request(service.app.getHttpServer()).get(CURRENCY_RATES_PATH);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    [
      'malformed XML',
      { status: 200, body: eurofxrefDaily('2026-11-28', NOV_28).slice(0, 400) },
      'malformed',
    ],
    ['an HTTP error', { status: 500, body: 'Internal Server Error' }, 'http'],
    [
      'no US dollar',
      { status: 200, body: eurofxrefDaily('2026-11-28', { GBP: 0.88 }) },
      'missing-usd',
    ],
    ['a dropped connection', 'drop' as const, 'network'],
  ])(
    'keeps the last good rates when the feed gives %s, and counts it',
    async (_, answer, reason) => {
      await eventually(async () => expect((await current()).ratesDate).toBe('2026-11-27'));
      const before = await current();
      const counted = await failures(reason);
      feed.serve(answer);
      await expect(rates().refresh()).rejects.toMatchObject({ problem: reason });
      expect(await current()).toEqual(before);
      expect(await failures(reason)).toBe(counted + 1);
    },
  );

  it("takes a newer day's rates, and never goes back to an older day's", async () => {
    feed.serve({ status: 200, body: eurofxrefDaily('2026-11-28', NOV_28) });
    await rates().refresh();
    const newer = await current();
    expect(newer.ratesDate).toBe('2026-11-28');
    expect(newer.rates.EUR).toEqual({ perUsd: perUsd(1 / 1.1), date: '2026-11-28' });
    expect(newer.rates.PKR).toEqual({ perUsd: 281.5, date: '2025-09-30' });

    feed.serve({ status: 200, body: eurofxrefDaily('2026-11-27', NOV_27) });
    await rates().refresh();
    expect(await current()).toEqual(newer);
  });

  it('stays whole when two refreshes run at once', async () => {
    const NOV_30 = { USD: 1.05, GBP: 0.83, CAD: 1.47, AUD: 1.61 };
    feed.serve({ status: 200, body: eurofxrefDaily('2026-11-30', NOV_30) });
    await Promise.all([rates().refresh(), rates().refresh(), rates().refresh()]);
    const answer = await current();
    expect(Object.keys(answer.rates).sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'PKR']);
    expect(answer.rates.GBP).toEqual({ perUsd: perUsd(0.83 / 1.05), date: '2026-11-30' });
    expect(answer.rates.EUR).toEqual({ perUsd: perUsd(1 / 1.05), date: '2026-11-30' });
  });
});

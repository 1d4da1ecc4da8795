import { randomUUID } from 'node:crypto';
import { ensureTool } from '../../scripts/platform/system-deps.cjs';
import { verifiedShopper } from '../support/accounts';
import { startPrometheus, type RunningPrometheus } from '../support/prometheus';
import { startTestPlatform, type TestPlatform } from '../support/test-platform';
import { adminLogin, eventually, placeOrder, stockSlots } from './shop-calls';

jest.setTimeout(300_000);

/** Debian's Prometheus, installed when this user may (as `npm run setup:system` does). */
function prometheusBinary(): string | undefined {
  try {
    return ensureTool('prometheus', { log: (line) => console.log(line) });
  } catch (error) {
    console.warn(`The shop's metrics not scraped by Prometheus: ${(error as Error).message}`);
    return undefined;
  }
}

const prometheusBin = prometheusBinary();
const describeWithPrometheus = prometheusBin ? describe : describe.skip;

const SERVICES = ['identity', 'catalog', 'order', 'analytics'];
const REQUESTS = 'http_server_request_duration_seconds_count';
const DISTINCT_IDS = 1000;

describeWithPrometheus('the shop scraped by Prometheus', () => {
  let platform: TestPlatform;
  let prometheus: RunningPrometheus;

  /** The value of a query that answers one series; throws (for eventually) until it does. */
  const single = async (expression: string) => {
    const series = await prometheus.query(expression);
    if (series.length !== 1) throw new Error(`${expression}: ${series.length} series`);
    return series[0].value;
  };
  /** The jobs (apps) with a series of `expression`, each once however many replicas it has. */
  const jobsOf = async (expression: string) =>
    (await prometheus.query(`count by (job) (${expression})`))
      .map((series) => series.metric.job)
      .sort();

  beforeAll(async () => {
    platform = await startTestPlatform({
      // A thousand reads from one address, far under a flood's pace but over a shopper's limit.
      env: { RATE_LIMIT_PER_MINUTE: String(100 * DISTINCT_IDS) },
    });
    prometheus = await startPrometheus(prometheusBin!, platform.metricsUrls);
    const admin = await adminLogin(platform);
    const shopper = await verifiedShopper(platform, {
      name: 'Metrics Shopper',
      email: 'metrics-shopper@example.com',
      password: 'Metrics-shopper-2026',
    });
    const [slot] = await stockSlots(platform, admin, 1);
    const placing = await placeOrder(platform, shopper.token, slot);
    if (!('order' in placing)) throw new Error(`the checkout failed: ${placing.gaveUp}`);
  }, 240_000);

  afterAll(async () => {
    await prometheus?.stop();
    await platform?.close();
  });

  it('finds every process up: the gateway and each service, each on its own metrics port', async () => {
    // Each replica is a process of its own (E2E_REPLICAS).
    const processes = ['gateway', ...Object.values(platform.replicas).flat()].sort();
    expect(Object.keys(platform.metricsUrls).sort()).toEqual(processes);
    expect(new Set(Object.values(platform.metricsUrls)).size).toBe(processes.length);
    for (const url of Object.values(platform.metricsUrls))
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    await eventually(async () => {
      const up = await prometheus.query('up');
      expect(up.map((series) => series.metric.instance).sort()).toEqual(
        Object.values(platform.metricsUrls)
          .map((url) => new URL(url).host)
          .sort(),
      );
      expect(up.map((series) => series.value)).toEqual(processes.map(() => 1));
    });
    // The public port answers no metrics: they are only ever on their own.
    expect((await fetch(`${platform.urls.api}/metrics`)).status).toBe(404);
  });

  it('sees the checkout: the order counted, its route timed at the gateway and the order service', async () => {
    await eventually(async () => {
      expect(
        await single('sum(shop_orders_placed_total{payment_method="COD"})'),
      ).toBeGreaterThanOrEqual(1);
      expect(
        await jobsOf(`${REQUESTS}{method="POST", route="/api/order/place", status_code="201"}`),
      ).toEqual(['gateway', 'order']);
    });
  });

  it("sees the placed order's events handled by the services that consume them", async () => {
    await eventually(async () => {
      const handled = await prometheus.query(
        'sum by (job, consumer) (shop_events_handled_total{stream="ORDER", outcome="ok"})',
      );
      const jobs = new Set(handled.filter((s) => s.value >= 1).map((s) => s.metric.job));
      expect([...jobs].sort()).toEqual(['analytics', 'catalog', 'identity']);
      expect(
        await single('count(shop_event_handling_duration_seconds_count{stream="ORDER"} > 0) > 0'),
      ).toBeGreaterThan(0);
    });
    // Every service has durable consumers (ended sessions at least), each read for its backlog.
    expect(await jobsOf('shop_event_consumer_pending')).toEqual([...SERVICES].sort());
  });

  it("reads each service's outbox and database pool, and each process's own figures", async () => {
    await eventually(async () => {
      expect(await jobsOf('shop_outbox_pending_events')).toEqual([...SERVICES].sort());
      expect(await jobsOf('shop_outbox_oldest_pending_age_seconds')).toEqual([...SERVICES].sort());
      expect(await jobsOf('shop_db_pool_max_connections')).toEqual([...SERVICES].sort());
      expect(await jobsOf('process_resident_memory_bytes')).toEqual(
        ['gateway', ...SERVICES].sort(),
      );
      // The checkout looked its products up anonymously: through both caches.
      expect(await single('sum(shop_cache_lookups_total{cache="edge"})')).toBeGreaterThan(0);
      expect(await single('sum(shop_cache_lookups_total{cache="catalog_read"})')).toBeGreaterThan(
        0,
      );
    });
  });

  it('keeps the request series as they are after a thousand reads of distinct products', async () => {
    const product = (id: string) => fetch(`${platform.urls.api}/api/product/${id}`);
    const missing = (job: string) =>
      `${REQUESTS}{job="${job}", route="/api/product/:id", status_code="404"}`;
    const catalogs = platform.replicas.catalog.length;
    // The first unknown products make the series their kind of answer has, in the gateway and in
    // each catalog process the gateway balances over; the rest may add none.
    for (let i = 0; i < 2 * catalogs; i++) expect((await product(randomUUID())).status).toBe(404);
    await eventually(async () => {
      expect(await single(`count(${missing('gateway')})`)).toBe(1);
      expect(await single(`count(${missing('catalog')})`)).toBe(catalogs);
    });
    const series = () => single(`count(${REQUESTS})`);
    const before = await series();

    for (let sent = 0; sent < DISTINCT_IDS; sent += 25)
      await Promise.all(
        Array.from({ length: 25 }, async () =>
          expect((await product(randomUUID())).status).toBe(404),
        ),
      );
    await eventually(async () =>
      expect(await single(`sum(${missing('gateway')})`)).toBeGreaterThanOrEqual(
        DISTINCT_IDS + 2 * catalogs,
      ),
    );
    expect(await series()).toBe(before);
    expect(await prometheus.query(`${REQUESTS}{route=~".*[0-9a-f]{8}-[0-9a-f]{4}-.*"}`)).toEqual(
      [],
    );
  });
});

import type { CombinedAnswer, CustomerDetailAnswer, Order } from '@shop/contracts';
import { reconcileOrders, RpcClient, ServiceClient } from '@shop/service-kit';
import { call, verifiedShopper, type Shopper } from '../support/accounts';
import { POSTGRES_SERVER, postgresServerAnswers } from '../support/postgres-server';
import { startTestPlatform, type TestPlatform } from '../support/test-platform';
import {
  adminLogin,
  eventually,
  placeOrder,
  productNow,
  stockSlots,
  type StockSlot,
} from './shop-calls';

jest.setTimeout(180_000);

const withPostgres = postgresServerAnswers();
if (!withPostgres)
  console.warn(
    `Replicas not tested: they need the PostgreSQL server at ${POSTGRES_SERVER.host} (TEST_DATABASE_URL), which does not answer.`,
  );
const describeWithPostgres = withPostgres ? describe : describe.skip;

const SHOPPERS = 3;
const SLOTS = 24;
/** Between two orders of one shopper: some 20 orders a lane while the failures last. */
const ORDER_PAUSE_MS = 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithPostgres('the shop on two replicas of each service and three NATS nodes', () => {
  let platform: TestPlatform;
  let admin: string;
  let shoppers: Shopper[];
  let slots: StockSlot[];
  const accepted: Array<{ order: Order; shopper: Shopper; during: string }> = [];
  const gaveUp: string[] = [];
  const retried: string[] = [];
  let started = 0;

  const asAdmin = <T>(path: string) =>
    call<T>(platform, path, { headers: { authorization: `Bearer ${admin}` } });
  const customerOrders = async (shopper: Shopper) =>
    (await asAdmin<CustomerDetailAnswer>(`/api/customers/${shopper.id}`)).data.orders.map(
      (order) => order._id,
    );

  beforeAll(async () => {
    started = Date.now();
    platform = await startTestPlatform({
      replicas: 2,
      natsCluster: 3,
      // Holds left by an order service killed mid-order go back on the shelf within seconds.
      env: { STOCK_HOLD_MINUTES: '0.2', STOCK_SWEEP_SECONDS: '1' },
    });
    admin = await adminLogin(platform);
    shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) =>
        verifiedShopper(platform, {
          name: `Replica Shopper ${i}`,
          email: `replica-shopper-${i}@example.com`,
          password: 'Replica-shopper-2026',
        }),
      ),
    );
    slots = await stockSlots(platform, admin, SLOTS);
  }, 150_000);

  afterAll(() => platform?.close());

  it('places every order once while replicas are killed and restarted and a NATS node stops', async () => {
    let phase = 'before';
    let chaosOver = false;
    let next = 0;
    const sold = new Map<StockSlot, number>();
    const takeSlot = () => {
      for (let tries = 0; tries < slots.length; tries++) {
        const slot = slots[next++ % slots.length];
        if ((sold.get(slot) ?? 0) < slot.initialStock - 1) {
          sold.set(slot, (sold.get(slot) ?? 0) + 1);
          return slot;
        }
      }
      throw new Error('out of stock to sell');
    };
    const lane = async (shopper: Shopper) => {
      for (let afterwards = 0; afterwards < 3; afterwards += chaosOver ? 1 : 0) {
        const during = phase;
        const slot = takeSlot();
        const placing = await placeOrder(platform, shopper.token, slot);
        if (placing.attempts > 1) retried.push(`${during}: ${placing.attempts} attempts`);
        if ('order' in placing) accepted.push({ order: placing.order, shopper, during });
        else {
          sold.set(slot, sold.get(slot)! - 1);
          gaveUp.push(`${during}: ${placing.gaveUp}`);
        }
        await pause(ORDER_PAUSE_MS);
      }
    };
    const chaos = async () => {
      await pause(1_500);
      phase = 'replicas killed';
      await platform.stopApp('catalog#2', { signal: 'SIGKILL' });
      await platform.stopApp('order#1', { signal: 'SIGKILL' });
      await pause(2_000);
      phase = 'replicas restarting';
      await Promise.all([platform.startApp('catalog#2'), platform.startApp('order#1')]);
      phase = 'NATS node n2 stopped';
      await platform.stopNatsNode(2);
      // Events flow while the node is down: an order placed now reaches identity's customer list.
      const during = await placeOrder(platform, shoppers[0].token, takeSlot());
      if (!('order' in during)) throw new Error(`no order while n2 was down: ${during.gaveUp}`);
      accepted.push({ order: during.order, shopper: shoppers[0], during: phase });
      await eventually(async () => {
        expect(await customerOrders(shoppers[0])).toContain(during.order._id);
      }, 20_000);
      await pause(2_000);
      phase = 'NATS node n2 back';
      await platform.startNatsNode(2);
      chaosOver = true;
    };
    await Promise.all([chaos(), ...shoppers.map(lane)]);

    const ids = accepted.map(({ order }) => order._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(accepted.filter(({ during }) => during === 'replicas killed').length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(20);
    // A shopper may give up on an order only while it was still being decided, never one placed.
    const byPhase = new Map<string, number>();
    for (const { during } of accepted) byPhase.set(during, (byPhase.get(during) ?? 0) + 1);
    console.log(
      [
        `${accepted.length} orders accepted: ${[...byPhase].map(([p, n]) => `${n} ${p}`).join(', ')}`,
        `sent again by the shopper: ${retried.join('; ') || 'none'}`,
        `given up: ${gaveUp.join('; ') || 'none'}`,
        `${((Date.now() - started) / 1000).toFixed(0)} s since the platform was asked to start`,
      ].join('\n'),
    );
  });

  it('has each accepted order once in the order service, and no other', async () => {
    const listed: string[] = [];
    for (let page = 1; ; page++) {
      const { orders, pagination } = await asAdmin<{
        orders: Order[];
        pagination: { pages: number };
      }>(`/api/order/list?limit=100&page=${page}`);
      listed.push(...orders.map((order) => order._id));
      if (page >= pagination.pages) break;
    }
    expect(listed.sort()).toEqual(accepted.map(({ order }) => order._id).sort());
  });

  it('took from stock exactly what was sold, and counted each sale once', async () => {
    // A replica killed with an event in hand holds its consumer until the ack wait (10 s) ends.
    await eventually(async () => {
      for (const productId of new Set(slots.map((slot) => slot.productId))) {
        const product = await productNow(platform, admin, productId);
        const here = accepted.filter(({ order }) => order.items[0].productId === productId);
        expect(product.purchaseCount).toBe(
          slots.find((s) => s.productId === productId)!.initialPurchases + here.length,
        );
        for (const slot of slots.filter((s) => s.productId === productId)) {
          const soldHere = here.filter(({ order }) => order.items[0].size === slot.size).length;
          const size = (product.shoeDetails?.sizes ?? []).find((s) => s.sizeLabel === slot.size);
          expect({ size: slot.size, stock: size?.stock }).toEqual({
            size: slot.size,
            stock: slot.initialStock - soldHere,
          });
        }
      }
    }, 60_000);
  });

  it('lists each order once under its customer, and counts it once in the analytics', async () => {
    await eventually(async () => {
      for (const shopper of shoppers) {
        const theirs = accepted.filter((a) => a.shopper === shopper).map((a) => a.order._id);
        expect((await customerOrders(shopper)).sort()).toEqual(theirs.sort());
      }
      const combined = await asAdmin<CombinedAnswer>(
        '/api/analytics/combined?startDate=1daysAgo&endDate=today',
      );
      expect(combined.data.conversions.transactions).toBe(accepted.length);
    });
  });

  it('finds nothing to reconcile between the services', async () => {
    const rpc = {
      service: 'reconcile',
      natsUrl: platform.natsUrl,
      namespace: platform.natsNamespace,
      timeoutMs: 30_000,
    };
    const client = new ServiceClient(new RpcClient(rpc), rpc);
    try {
      const { found } = await reconcileOrders({
        ask: (pattern, request) => client.send(pattern, request),
        fix: false,
        settledBefore: new Date(),
        log: () => undefined,
      });
      expect(found).toEqual([]);
    } finally {
      await client.onApplicationShutdown();
    }
  });
});

import { outbox } from '@shop/service-kit';
import { useFixture } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import type request from 'supertest';
import { startPayPalStandIn, type PayPalStandIn } from '../../../../scripts/paypal-standin.cjs';
import type { Order } from '@shop/contracts';
import { orders, type OrderRow } from '../orders/orders.table';
import {
  address,
  addShoe,
  customer,
  startOrderPlatform,
  stockIn,
  type OrderPlatform,
} from '../testing/start-order-platform';

/** What the tests read of PayPal's answers. */
export interface PayPalBody {
  id: string;
  status: string;
  purchase_units: Array<{ payments: { captures: Array<{ id: string }> } }>;
}

export interface PayPalPlatform {
  standIn: PayPalStandIn;
  platform: OrderPlatform;
  http: ReturnType<typeof request>;
  /** A storefront PayPal call (`create`, `save`, `capture`, `cancel`) as the holder of `token`. */
  call(path: string, body: object, token: string): request.Test;
  /** A call to the stand-in's PayPal API, as the shop's PayPal app. */
  paypal(method: string, path: string, body?: object): Promise<PayPalBody>;
  /** The buyer approving, or declining, on PayPal's page (the stand-in's own call for tests). */
  approve(paypalOrderId: string, decline?: boolean): Promise<PayPalBody>;
  rowOf(orderId: string): Promise<OrderRow>;
  /** A boot at 30 with `stock` pairs in EU 42; answers its id. */
  product(name: string, stock: number): Promise<string>;
  /** The pairs in EU 42 the catalog holds of a product. */
  stockOfProduct(productId: string): Promise<number | undefined>;
  /** A PayPal order created and saved for `quantity` of a product: the order awaits its payment. */
  awaitingPayment(
    productId: string,
    shopper?: { token: string },
    quantity?: number,
  ): Promise<{ paypalOrderId: string; order: Order; token: string }>;
  /** A paid PayPal order for one pair of a product. */
  paidOrder(productId: string): Promise<{ paypalOrderId: string; order: Order; token: string }>;
  /** The events about one order written to the outbox. */
  eventsOf(subject: string, orderId: string): Promise<Array<typeof outbox.$inferSelect>>;
  /** PayPal answers at once again. */
  undoDelays(): void;
  stop(): Promise<void>;
}

/** The order platform paying through the local PayPal stand-in. */
async function startPayPalPlatform(settings: Record<string, string> = {}): Promise<PayPalPlatform> {
  const standIn = await startPayPalStandIn();
  const platform = await startOrderPlatform({
    PAYPAL_CLIENT_ID: 'standin-client',
    PAYPAL_CLIENT_SECRET: 'standin-secret',
    PAYPAL_API_BASE: standIn.url,
    PAYPAL_STANDIN: 'true',
    ...settings,
  });
  const { http } = platform;
  const { access_token: paypalToken } = await fetch(`${standIn.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    body: 'grant_type=client_credentials',
  }).then((res) => res.json() as Promise<{ access_token: string }>);
  const paypal = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${standIn.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${paypalToken}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json() as Promise<PayPalBody>;
  };
  const call = (path: string, body: object, token: string) =>
    http.post(`/api/order/paypal/${path}`).set('token', token).send(body);
  const approve = (paypalOrderId: string, decline = false) =>
    paypal('POST', `/v2/checkout/orders/${paypalOrderId}/approve-for-tests`, { decline });
  const awaitingPayment = async (productId: string, shopper = customer(), quantity = 1) => {
    const items = [{ productId, size: 'EU 42', quantity }];
    const amount = 30 * quantity + (30 * quantity >= 50 ? 0 : 10);
    const created = await call('create', { items }, shopper.token);
    expect(created.status).toBe(201);
    const paypalOrderId = created.body.data.id as string;
    const saved = await call('save', { items, amount, address, paypalOrderId }, shopper.token);
    expect(saved.status).toBe(200);
    return { paypalOrderId, order: saved.body.order as Order, token: shopper.token };
  };
  return {
    standIn,
    platform,
    http,
    call,
    paypal,
    approve,
    rowOf: async (orderId) =>
      (await platform.order.db.select().from(orders).where(eq(orders.id, orderId)))[0],
    eventsOf: platform.eventsOf,
    product: (name, stock) => addShoe(platform.catalog, name, 30, 'EU 42', stock),
    stockOfProduct: async (productId) => stockIn(platform.catalog, productId, 'EU 42'),
    awaitingPayment,
    async paidOrder(productId) {
      const pending = await awaitingPayment(productId);
      await approve(pending.paypalOrderId);
      const paid = await call('capture', { orderId: pending.paypalOrderId }, pending.token);
      expect(paid.status).toBe(200);
      return { ...pending, order: paid.body.order as Order };
    },
    undoDelays() {
      standIn.delay('capture', 0);
      standIn.delay('refund', 0);
    },
    async stop() {
      await platform.stop();
      await standIn.close();
    },
  };
}

/** The platform and the stand-in, started for the tests around it; PayPal answers at once again after each. */
export function usePayPalPlatform(settings: Record<string, string> = {}): PayPalPlatform {
  const shop = useFixture(
    () => startPayPalPlatform(settings),
    (started) => started.stop(),
  );
  afterEach(() => shop.undoDelays());
  return shop;
}

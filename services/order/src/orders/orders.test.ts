import { randomUUID } from 'node:crypto';
import {
  ADDRESS_FIELDS,
  MADE_TO_MEASURE_SIZE,
  ORDER_MESSAGES,
  RPC,
  type Order,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { connect } from 'nats';
import { stockReservations } from '../../../catalog/src/stock/stock-reservations.table';
import {
  address,
  addShoe,
  customer,
  productOf,
  stockIn,
  stockOf,
  type OrderPlatform,
} from '../testing/start-order-platform';
import { orders } from './orders.table';
import { startCashOnDeliveryShop, type CashOnDeliveryShop } from './orders.fixture';
import { eventually } from '@shop/service-kit/testing';

// A real catalog and order service on one NATS server, each with its own database.
jest.setTimeout(180_000);

describe('orders placed with cash on delivery', () => {
  let platform: OrderPlatform;
  let http: CashOnDeliveryShop['http'];
  let oxfordId: string;
  let bikerId: string;
  let place: CashOnDeliveryShop['place'];
  let orderCount: CashOnDeliveryShop['orderCount'];

  beforeAll(async () => {
    ({ platform, http, oxfordId, bikerId, place, orderCount } = await startCashOnDeliveryShop());
  });
  afterAll(() => platform?.stop());

  it('prices from the catalogue, whatever the browser says, and holds the stock', async () => {
    const shopper = customer();
    const items = [
      { _id: oxfordId, size: 'EU 41', quantity: 1, price: 0.01, name: 'Free shoes' },
      { _id: oxfordId, size: 'EU 42', quantity: 1, price: 0.01 },
    ];
    // 2 × 24.50 = 49.00, below $50: $10 delivery.
    const refused = await place(shopper.token, { address, items, amount: 0.02 + 10 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: ORDER_MESSAGES.pricesChanged });
    expect(await orderCount()).toBe(0);

    const placed = await place(shopper.token, { address, items, amount: 59 });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect(order).toMatchObject({
      userId: shopper.id,
      subtotal: 49,
      deliveryFee: 10,
      amount: 59,
      paymentMethod: 'COD',
      payment: false,
      status: 'Order Placed',
      address,
    });
    expect(order.items.map((item) => [item.name, item.price, item.size, item.brand])).toEqual([
      ['Oxford Chestnut', 24.5, 'EU 41', 'Leather & Last'],
      ['Oxford Chestnut', 24.5, 'EU 42', 'Leather & Last'],
    ]);
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Order Placed', by: 'customer' }),
    ]);
    const oxford = await productOf(platform.catalog, oxfordId);
    expect([stockOf(oxford, 'EU 41'), stockOf(oxford, 'EU 42')]).toEqual([29, 29]);
    // order.placed confirms the hold and counts the pair as sold.
    await eventually(async () =>
      expect((await productOf(platform.catalog, oxfordId)).purchaseCount).toBe(2),
    );
  });

  it('charges no delivery from $50 and adds the made-to-measure charge, taking no stock for it', async () => {
    const shopper = customer();
    const items = [{ productId: bikerId, size: MADE_TO_MEASURE_SIZE, quantity: 1 }];
    const placed = await place(shopper.token, { address, items, amount: 375 });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      subtotal: 375,
      deliveryFee: 0,
      amount: 375,
      hasMadeToMeasure: true,
    });
    expect(placed.body.order.items[0]).toMatchObject({ price: 375, madeToMeasure: true });
    expect(await stockIn(platform.catalog, bikerId, 'M')).toBe(5);

    const shoeToMeasure = await place(shopper.token, {
      address,
      items: [{ productId: oxfordId, size: MADE_TO_MEASURE_SIZE, quantity: 1 }],
      amount: 34.5,
    });
    expect(shoeToMeasure.status).toBe(400);
    expect(shoeToMeasure.body.message).toBe(
      ORDER_MESSAGES.madeToMeasureUnavailable('Oxford Chestnut'),
    );
  });

  it.each(ADDRESS_FIELDS)('refuses an address without %s, naming it', async (field) => {
    const before = await orderCount();
    const res = await place(customer().token, {
      address: { ...address, [field]: '  ' },
      items: [{ productId: oxfordId, size: 'EU 41', quantity: 1 }],
      amount: 34.5,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ORDER_MESSAGES.fillField(field));
    expect(await orderCount()).toBe(before);
  });

  it('refuses a bad e-mail, an empty cart and an unknown product with clear messages', async () => {
    const token = customer().token;
    const line = { productId: oxfordId, size: 'EU 41', quantity: 1 };
    const badEmail = await place(token, {
      address: { ...address, email: 'ada@' },
      items: [line],
      amount: 34.5,
    });
    expect(badEmail.body).toMatchObject({ success: false, message: ORDER_MESSAGES.invalidEmail });
    const empty = await place(token, { address, items: [], amount: 0 });
    expect(empty.body).toMatchObject({ success: false, message: ORDER_MESSAGES.emptyCart });
    const unknown = await place(token, {
      address,
      items: [{ productId: randomUUID(), size: 'EU 41', quantity: 1 }],
      amount: 34.5,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ORDER_MESSAGES.productNotFound);
  });

  it('names the item and what is left when the stock is short, and writes nothing', async () => {
    const id = await addShoe(platform.catalog, 'Derby Last Pair', 80, 'EU 43', 1);
    const before = await orderCount();
    const res = await place(customer().token, {
      address,
      items: [{ productId: id, size: 'EU 43', quantity: 2 }],
      amount: 160,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only 1 left of Derby Last Pair in size EU 43');
    expect(await orderCount()).toBe(before);
    expect(await stockIn(platform.catalog, id, 'EU 43')).toBe(1);
  });

  it('places one order for a checkout attempt sent twice, even at once', async () => {
    const shopper = customer();
    const key = randomUUID();
    const body = {
      address,
      items: [{ productId: oxfordId, size: 'EU 41', quantity: 1 }],
      amount: 34.5,
    };
    const [first, second] = await Promise.all([
      place(shopper.token, body, key),
      place(shopper.token, body, key),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.order._id).toBe(second.body.order._id);
    const again = await place(shopper.token, body, key);
    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe(first.body.order._id);
    const mine = await http.get('/api/order/userorders').set('token', shopper.token);
    expect(mine.body.orders).toHaveLength(1);

    const otherCart = await place(
      shopper.token,
      { ...body, items: [{ ...body.items[0], quantity: 2 }], amount: 59 },
      key,
    );
    expect(otherCart.status).toBe(422);
    expect(otherCart.body.message).toBe(ORDER_MESSAGES.idempotencyReused);
  });

  it('sells the last units once: 200 buyers at once for 10 pairs', async () => {
    const id = await addShoe(platform.catalog, 'Loafer Sale', 60, 'EU 42', 10);
    const body = { address, items: [{ productId: id, size: 'EU 42', quantity: 1 }], amount: 60 };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => place(customer().token, body)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    // The rest are refused: out of stock, or the catalog too busy to answer in time.
    expect(statuses.filter((status) => status !== 201).every((s) => s === 409 || s === 503)).toBe(
      true,
    );
    const sold = await productOf(platform.catalog, id);
    expect(stockOf(sold, 'EU 42')).toBe(0);
    expect(sold.stockQuantity).toBe(0);
    const placed = await platform.order.db.select().from(orders);
    expect(placed.filter((row) => row.items[0]?.productId === id)).toHaveLength(10);
  });

  it('prices and holds an order in one request to the catalog', async () => {
    const { NATS_URL, NATS_NAMESPACE } = platform.catalog.config;
    const nc = await connect({ servers: NATS_URL });
    const asked: string[] = [];
    const prefix = NATS_NAMESPACE ? `${NATS_NAMESPACE}.` : '';
    nc.subscribe(`${prefix}rpc.catalog.>`, {
      callback: (_error, msg) => void asked.push(msg.subject.slice(prefix.length)),
    });
    await nc.flush();
    try {
      const res = await place(customer().token, {
        address,
        items: [{ productId: oxfordId, size: 'EU 41', quantity: 1 }],
        amount: 34.5,
      });
      expect(res.status).toBe(201);
      await nc.flush();
      expect(asked).toEqual([RPC.reserveCart]);
    } finally {
      await nc.close();
    }
  });

  it('refuses a changed price leaving the stock as it was and no hold behind', async () => {
    const id = await addShoe(platform.catalog, 'Monk Strap', 90, 'EU 44', 3);
    const before = await orderCount();
    const res = await place(customer().token, {
      address,
      items: [{ productId: id, size: 'EU 44', quantity: 1 }],
      amount: 85,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ORDER_MESSAGES.pricesChanged);
    expect(await orderCount()).toBe(before);
    expect(await stockIn(platform.catalog, id, 'EU 44')).toBe(3);
    const holds = await platform.catalog.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.state, 'held'));
    expect(holds.filter((hold) => hold.lines.some((line) => line.productId === id))).toEqual([]);
  });

  it('answers 503 and writes nothing while the catalog cannot be asked', async () => {
    const before = await orderCount();
    await platform.catalog.app.close();
    const res = await place(customer().token, {
      address,
      items: [{ productId: oxfordId, size: 'EU 41', quantity: 1 }],
      amount: 34.5,
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Catalog service is unavailable. Please try again later.');
    expect(await orderCount()).toBe(before);
  });
});

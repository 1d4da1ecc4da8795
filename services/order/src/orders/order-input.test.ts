import { ORDER_MESSAGES, userOrdersAnswerSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import {
  address,
  addShoe,
  customer,
  stockIn,
  useOrderPlatform,
} from '../testing/start-order-platform';
import { orders } from './orders.table';

// A real catalog and order service on one NATS server, each with its own database.
jest.setTimeout(180_000);

describe('the delivery address of an order', () => {
  const platform = useOrderPlatform();

  it('refuses a name holding a lone surrogate before any stock is held', async () => {
    const id = await addShoe(platform.catalog, 'Brogue Walnut', 90, 'EU 42', 3);
    const res = await platform.http
      .post('/api/order/place')
      .set('token', customer().token)
      .send({
        address: { ...address, firstName: '\ud800' },
        items: [{ productId: id, size: 'EU 42', quantity: 1 }],
        amount: 90,
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'address.firstName: must be well-formed Unicode text',
    });
    expect(await stockIn(platform.catalog, id, 'EU 42')).toBe(3);
    expect(await platform.order.db.select().from(orders)).toEqual([]);
  });

  it('refuses a country the shop does not deliver to, on the country field', async () => {
    const id = await addShoe(platform.catalog, 'Derby Oak', 80, 'EU 41', 2);
    const res = await platform.http
      .post('/api/order/place')
      .set('token', customer().token)
      .send({
        address: { ...address, country: 'Atlantis' },
        items: [{ productId: id, size: 'EU 41', quantity: 1 }],
        amount: 90,
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.unknownCountry,
      errors: [{ field: 'address.country', message: ORDER_MESSAGES.unknownCountry }],
    });
    expect(await stockIn(platform.catalog, id, 'EU 41')).toBe(2);
    expect(await platform.order.db.select().from(orders)).toEqual([]);
  });

  it('refuses the country for a PayPal order too, before anything is saved', async () => {
    const id = await addShoe(platform.catalog, 'Chelsea Ink', 80, 'EU 43', 2);
    const res = await platform.http
      .post('/api/order/paypal/save')
      .set('token', customer().token)
      .send({
        address: { ...address, country: 'Narnia' },
        items: [{ productId: id, size: 'EU 43', quantity: 1 }],
        amount: 90,
        paypalOrderId: 'PAYPAL-ORDER-1',
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.unknownCountry,
      errors: [{ field: 'address.country', message: ORDER_MESSAGES.unknownCountry }],
    });
    expect(await platform.order.db.select().from(orders)).toEqual([]);
  });

  it('still shows an order placed with a country typed before the list', async () => {
    const id = await addShoe(platform.catalog, 'Oxford Rye', 80, 'EU 40', 2);
    const shopper = customer();
    const placed = await platform.http
      .post('/api/order/place')
      .set('token', shopper.token)
      .send({ address, items: [{ productId: id, size: 'EU 40', quantity: 1 }], amount: 80 });
    expect(placed.status).toBe(201);
    await platform.order.db
      .update(orders)
      .set({ address: { ...address, country: 'UK' } })
      .where(eq(orders.id, placed.body.order._id));

    const mine = await platform.http.get('/api/order/userorders').set('token', shopper.token);
    expect(mine.status).toBe(200);
    expect(userOrdersAnswerSchema.parse(mine.body).orders[0].address.country).toBe('UK');
  });
});

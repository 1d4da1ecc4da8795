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

describe('text an order cannot store', () => {
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
});

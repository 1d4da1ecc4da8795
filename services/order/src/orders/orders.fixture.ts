import type request from 'supertest';
import {
  addProduct,
  jacket,
  shoe,
  size,
  startOrderPlatform,
  type OrderPlatform,
} from '../testing/start-order-platform';
import { orders } from './orders.table';

export interface CashOnDeliveryShop {
  platform: OrderPlatform;
  http: ReturnType<typeof request>;
  /** Oxford Chestnut at 24.50, 30 pairs in each of EU 41 and EU 42. */
  oxfordId: string;
  /** Biker Jacket at 300, 5 in M, made to measure for 75 more. */
  bikerId: string;
  /** POST /api/order/place as the holder of `token`, with an Idempotency-Key when given. */
  place(token: string, body: object, key?: string): request.Test;
  /** The orders written, by anyone. */
  orderCount(): Promise<number>;
}

/** The order service and a real catalog holding a pair of shoes and a jacket. */
export async function startCashOnDeliveryShop(): Promise<CashOnDeliveryShop> {
  const platform = await startOrderPlatform();
  const { http } = platform;
  const oxfordId = await addProduct(
    platform.catalog,
    shoe('Oxford Chestnut', 24.5, [size('EU 41', 30), size('EU 42', 30)]),
  );
  const bikerId = await addProduct(
    platform.catalog,
    jacket('Biker Jacket', 300, [size('M', 5)], 75),
  );
  return {
    platform,
    http,
    oxfordId,
    bikerId,
    place(token, body, key) {
      const call = http.post('/api/order/place').set('token', token);
      if (key) call.set('Idempotency-Key', key);
      return call.send(body);
    },
    orderCount: async () => (await platform.order.db.select().from(orders)).length,
  };
}

import { adminOrderListAnswerSchema, orderSchema, type Order } from '@shop/contracts';
import { address } from '@shop/contracts/testing';
import { pageOf, type Route } from '@shop/storefront-sdk/testing';

/** The customer every order of these fixtures belongs to. */
export const CUSTOMER_ID = '6f1c2b4e-8a2d-4c1e-9b7a-3d5e6f708192';

/** Order number `n` (its id ends in n): a pair of Oxfords, cash on delivery; the first is made to measure. */
export function order(n: number, overrides: Partial<Order> = {}): Order {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return orderSchema.parse({
    _id: id,
    userId: CUSTOMER_ID,
    items: [
      {
        _id: `${id}-line`,
        productId: '11111111-1111-4111-8111-111111111111',
        name: `Oxford Chestnut ${n}`,
        price: 120,
        quantity: 2,
        size: 'EU 42',
        image: null,
        category: 'Men',
        subcategory: 'Shoes',
        brand: 'Leather & Last',
        madeToMeasure: n === 1,
      },
    ],
    hasMadeToMeasure: n === 1,
    subtotal: 240,
    deliveryFee: 0,
    amount: 240,
    address,
    paymentMethod: 'COD',
    payment: false,
    status: 'Order Placed',
    date: '2026-03-04T10:00:00.000Z',
    paypalOrderId: null,
    paypalCaptureId: null,
    refundId: null,
    refundedAt: null,
    statusHistory: [],
    shippedAt: null,
    ...overrides,
  });
}

/** 23 orders, answered a page at a time as the order service does. */
export const ALL_ORDERS = Array.from({ length: 23 }, (_, i) => order(i + 1));

export const orderList: Route = (_params, { query }) => {
  const matching = ALL_ORDERS.filter(
    (o) =>
      (!query.get('status') || o.status === query.get('status')) &&
      (!query.get('paymentMethod') || o.paymentMethod === query.get('paymentMethod')),
  );
  const { items, pagination } = pageOf(matching, query);
  return {
    body: adminOrderListAnswerSchema.parse({
      success: true,
      message: 'Orders fetched successfully',
      orders: items,
      pagination,
    }),
  };
};

/** The order list answering `orders` as its only page, whatever is asked. */
export const onePageOf =
  (orders: Order[]): Route =>
  () => ({
    body: adminOrderListAnswerSchema.parse({
      success: true,
      message: 'Orders fetched successfully',
      orders,
      pagination: { page: 1, pages: 1, total: orders.length, limit: 10 },
    }),
  });

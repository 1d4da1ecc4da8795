import { randomUUID } from 'node:crypto';
import type { EventPayload, SUBJECTS } from '@shop/contracts';

type OrderPlaced = EventPayload<typeof SUBJECTS.orderPlaced>;
type OrderPaid = EventPayload<typeof SUBJECTS.orderPaid>;

/** A valid order.placed payload for tests: one pair of boots, cash on delivery. */
export function orderPlacedPayload(overrides: Partial<OrderPlaced> = {}): OrderPlaced {
  return {
    orderId: randomUUID(),
    userId: randomUUID(),
    version: 1,
    items: [
      {
        productId: randomUUID(),
        name: 'Chelsea boot',
        unitPrice: 180,
        quantity: 1,
        size: '42',
        madeToMeasure: false,
      },
    ],
    deliveryFee: 10,
    amount: 190,
    paymentMethod: 'COD',
    status: 'Order Placed',
    ...overrides,
  };
}

/** A valid order.paid payload for tests, following `placed` when given. */
export function orderPaidPayload(placed?: OrderPlaced): OrderPaid {
  return {
    orderId: placed?.orderId ?? randomUUID(),
    userId: placed?.userId ?? randomUUID(),
    version: (placed?.version ?? 1) + 1,
    amount: placed?.amount ?? 190,
    paymentMethod: 'PayPal',
    captureId: 'CAPTURE-1',
  };
}

type ProductUpdated = EventPayload<typeof SUBJECTS.productUpdated>;

/** A valid catalog.product.updated payload for tests. */
export function productUpdatedPayload(overrides: Partial<ProductUpdated> = {}): ProductUpdated {
  return {
    productId: randomUUID(),
    name: 'Chelsea boot',
    brand: 'Leather & Last',
    category: 'Men',
    subcategory: 'Shoes',
    status: 'Active',
    effectivePrice: 180,
    imageUrl: null,
    stockQuantity: 3,
    ...overrides,
  };
}

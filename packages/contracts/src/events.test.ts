import { randomUUID } from 'node:crypto';
import { EVENT_PAYLOADS, isEventSubject, SUBJECTS, STREAMS, type EventPayload } from './events';

const placed = (): EventPayload<typeof SUBJECTS.orderPlaced> => ({
  orderId: randomUUID(),
  userId: randomUUID(),
  version: 1,
  items: [
    {
      productId: randomUUID(),
      name: 'Oxford in Chestnut',
      unitPrice: 189.5,
      quantity: 2,
      size: 'EU 42',
      madeToMeasure: false,
    },
  ],
  deliveryFee: 0,
  amount: 379,
  paymentMethod: 'COD',
  status: 'Order Placed',
});

describe('event payload contracts', () => {
  it('gives every subject a payload schema and a stream', () => {
    for (const subject of Object.values(SUBJECTS)) {
      expect(EVENT_PAYLOADS[subject]).toBeDefined();
      const prefix = subject.split('.')[0];
      expect(Object.values(STREAMS)).toContain(`${prefix}.>`);
    }
  });

  it('accepts a placed order as the order service records it', () => {
    const order = placed();
    expect(EVENT_PAYLOADS[SUBJECTS.orderPlaced].parse(order)).toEqual(order);
  });

  it('refuses a placed order with no items or a negative price', () => {
    const schema = EVENT_PAYLOADS[SUBJECTS.orderPlaced];
    expect(schema.safeParse({ ...placed(), items: [] }).success).toBe(false);
    const negative = placed();
    negative.items[0].unitPrice = -1;
    expect(schema.safeParse(negative).success).toBe(false);
  });

  it('refuses an order status the shop does not know', () => {
    const changed = {
      orderId: randomUUID(),
      userId: randomUUID(),
      version: 2,
      from: 'Order Placed',
      to: 'Lost',
      amount: 10,
    };
    expect(EVENT_PAYLOADS[SUBJECTS.orderStatusChanged].safeParse(changed).success).toBe(false);
    expect(
      EVENT_PAYLOADS[SUBJECTS.orderStatusChanged].safeParse({ ...changed, to: 'Shipped' }).success,
    ).toBe(true);
  });

  it('tells the shop’s subjects from others', () => {
    expect(isEventSubject(SUBJECTS.userRegistered)).toBe(true);
    expect(isEventSubject('orders.placed')).toBe(false);
    expect(isEventSubject('toString')).toBe(false);
  });
});

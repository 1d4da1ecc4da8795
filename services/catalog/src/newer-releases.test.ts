import { randomUUID } from 'node:crypto';
import { RPC, SUBJECTS } from '@shop/contracts';
import { SessionRevocations } from '@shop/service-kit';
import {
  envelope,
  newerReleaseEventsTo,
  type NewerReleasePublisher,
} from '@shop/service-kit/testing';
import {
  addProduct,
  belt,
  productOf,
  reservationOf,
  useCatalogWithOrderClient,
} from './stock/stock-fixtures';

// Starts a real database and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(120_000);

describe('catalog takes the events of a newer release of their publishers', () => {
  let newer: NewerReleasePublisher;
  // Closed before the catalog stops (after-all hooks run in the order they are declared).
  afterAll(() => newer?.close());
  const platform = useCatalogWithOrderClient();

  beforeAll(async () => {
    newer = await newerReleaseEventsTo(platform.catalog);
  });
  afterEach(async () => expect(await newer.deadLetters()).toBe(0));

  it('settles an order’s stock as it is placed and cancelled', async () => {
    const strap = await addProduct(platform.catalog, belt('Harness Belt', 5));
    const orderId = randomUUID();
    const line = { productId: strap, size: null, quantity: 2 };
    await platform.client.send(RPC.reserveStock, { orderId, lines: [line] });
    const order = { orderId, userId: randomUUID(), amount: 130 };

    await newer.deliver(
      'catalog-order-stock',
      envelope(SUBJECTS.orderPlaced, {
        ...order,
        version: 1,
        items: [{ ...line, name: 'Harness Belt', unitPrice: 60, madeToMeasure: false }],
        deliveryFee: 10,
        paymentMethod: 'COD',
        status: 'Order Placed',
      }),
    );
    expect(await reservationOf(platform.catalog, orderId)).toMatchObject({ state: 'confirmed' });
    expect(await productOf(platform.catalog, strap)).toMatchObject({
      stockQuantity: 3,
      purchaseCount: 2,
    });

    await newer.deliver(
      'catalog-order-stock',
      envelope(SUBJECTS.orderCancelled, {
        ...order,
        version: 2,
        items: [line],
        status: 'Cancelled',
        restock: true,
      }),
    );
    expect(await reservationOf(platform.catalog, orderId)).toMatchObject({ state: 'restocked' });
    expect(await productOf(platform.catalog, strap)).toMatchObject({ stockQuantity: 5 });
  });

  it('counts the product pages shoppers opened', async () => {
    const strap = await addProduct(platform.catalog, belt('Bridle Belt', 5));

    await newer.deliver(
      'catalog-product-views',
      envelope(SUBJECTS.productViews, { views: [{ productId: strap, count: 3 }] }),
    );

    expect(await productOf(platform.catalog, strap)).toMatchObject({ viewCount: 3 });
  });

  it('refuses the tokens of sessions ended', async () => {
    const userId = randomUUID();
    const ended = envelope(SUBJECTS.sessionsRevoked, {
      userId,
      sessionVersion: 2,
      reason: 'password-reset',
      at: new Date().toISOString(),
    });

    await newer.deliver('catalog-session-revocations', ended);

    expect(platform.catalog.app.get(SessionRevocations).isRevoked(userId, 1)).toBe(true);
  });
});

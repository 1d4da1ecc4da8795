import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@shop/contracts';
import { SessionRevocations } from '@shop/service-kit';
import {
  envelope,
  newerReleaseEventsTo,
  type NewerReleasePublisher,
} from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { orders } from './orders/orders.table';
import { logins } from './sign-ins/logins.table';
import { registrations } from './sign-ins/registrations.table';
import { startAnalyticsApp, type AnalyticsTestApp } from './testing/start-analytics-app';

// Starts a real database and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(120_000);

describe('analytics takes the events of a newer release of their publishers', () => {
  let analytics: AnalyticsTestApp;
  let newer: NewerReleasePublisher;

  beforeAll(async () => {
    analytics = await startAnalyticsApp();
    newer = await newerReleaseEventsTo(analytics);
  });
  afterAll(async () => {
    await newer?.close();
    await analytics?.stop();
  });
  afterEach(async () => expect(await newer.deadLetters()).toBe(0));

  it('records registrations and sign-ins with their traffic source', async () => {
    const user = { userId: randomUUID(), email: 'ada@example.com' };
    const trafficSource = { source: 'instagram', medium: 'social', type: 'social' } as const;
    const registered = envelope(SUBJECTS.userRegistered, {
      ...user,
      name: 'Ada',
      createdAt: '2025-04-01T09:00:00.000Z',
      trafficSource,
    });
    const signedIn = envelope(SUBJECTS.userLoggedIn, {
      ...user,
      at: '2025-04-02T09:00:00.000Z',
      trafficSource,
      device: { type: 'mobile' },
    });

    await newer.deliver('analytics-sign-ins', registered);
    await newer.deliver('analytics-sign-ins', signedIn);

    expect(
      await analytics.db.select().from(registrations).where(eq(registrations.userId, user.userId)),
    ).toEqual([
      expect.objectContaining({
        registeredAt: new Date('2025-04-01T09:00:00.000Z'),
        source: 'instagram',
      }),
    ]);
    expect(await analytics.db.select().from(logins).where(eq(logins.eventId, signedIn.id))).toEqual(
      [
        expect.objectContaining({
          userId: user.userId,
          deviceType: 'mobile',
          sourceType: 'social',
        }),
      ],
    );
  });

  it('dates an order from its placed, paid and cancelled events', async () => {
    const order = { orderId: randomUUID(), userId: randomUUID(), amount: 130 };
    const item = { productId: randomUUID(), quantity: 1, size: '42' };
    const placedAt = '2025-05-01T10:00:00.000Z';
    const paidAt = '2025-05-01T10:05:00.000Z';
    const cancelledAt = '2025-05-02T08:00:00.000Z';

    await newer.deliver(
      'analytics-orders',
      envelope(
        SUBJECTS.orderPlaced,
        {
          ...order,
          version: 1,
          items: [{ ...item, name: 'Oxblood Derby', unitPrice: 120, madeToMeasure: false }],
          deliveryFee: 10,
          paymentMethod: 'PayPal',
          status: 'Order Placed',
        },
        placedAt,
      ),
    );
    await newer.deliver(
      'analytics-orders',
      envelope(
        SUBJECTS.orderPaid,
        { ...order, version: 2, paymentMethod: 'PayPal', captureId: 'CAPTURE-7' },
        paidAt,
      ),
    );
    await newer.deliver(
      'analytics-orders',
      envelope(
        SUBJECTS.orderCancelled,
        { ...order, version: 3, items: [item], status: 'Refunded', restock: true },
        cancelledAt,
      ),
    );

    expect(
      await analytics.db.select().from(orders).where(eq(orders.orderId, order.orderId)),
    ).toEqual([
      {
        ...order,
        placedAt: new Date(placedAt),
        paidAt: new Date(paidAt),
        deliveredAt: null,
        cancelledAt: new Date(cancelledAt),
      },
    ]);
  });

  it('refuses the tokens of sessions ended', async () => {
    const userId = randomUUID();
    const ended = envelope(SUBJECTS.sessionsRevoked, {
      userId,
      sessionVersion: 3,
      reason: 'role-change',
      at: new Date().toISOString(),
    });

    await newer.deliver('analytics-session-revocations', ended);

    expect(analytics.app.get(SessionRevocations).isRevoked(userId, 2)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@shop/contracts';
import { orders } from '../orders/orders.table';
import { bearerFor, envelope, useAnalyticsApp } from '../testing/start-analytics-app';
import { visits, type VisitRow } from '../tracking/visits.table';

// Starts a real database and NATS, and reads the GeoIP databases.
jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
const visit = (at: Date, extra: Partial<VisitRow> = {}): VisitRow => ({
  sessionId: randomUUID(),
  visitorId: randomUUID(),
  startedAt: at,
  lastSeenAt: at,
  source: 'google',
  medium: 'organic',
  sourceType: 'search',
  country: 'Pakistan',
  city: 'Lahore',
  pageViews: 3,
  hits: 3,
  ...extra,
});

describe('analytics dashboard calls', () => {
  const analytics = useAnalyticsApp();
  const get = (path: string) => analytics.http.get(path).set('Authorization', analytics.adminAuth);

  it.each([
    '/api/realtime-analytics/active-users',
    '/api/realtime-analytics/locations',
    '/api/realtime-analytics/traffic-sources',
    '/api/realtime-analytics/recent-registrations',
    '/api/realtime-analytics/recent-logins',
    '/api/realtime-analytics/summary',
    '/api/analytics/combined',
  ])('%s answers admins only (401 signed out, 403 for a shopper)', async (path) => {
    expect((await analytics.http.get(path)).status).toBe(401);
    const shopper = bearerFor({ userId: randomUUID(), email: 'ada@example.com' });
    const forbidden = await analytics.http.get(path).set('Authorization', shopper);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Access denied. Admin privileges required.');
    expect((await get(path)).status).toBe(200);
  });

  it('refuses a time range other than 24h, 3d, 7d, 30d and dates it cannot read', async () => {
    const badRange = await get('/api/realtime-analytics/locations?timeRange=1y');
    expect(badRange.status).toBe(400);
    expect(badRange.body.message).toContain('timeRange must be one of 24h, 3d, 7d, 30d');
    for (const query of [
      'startDate=lastweek',
      'startDate=2025-02-30',
      'endDate=today;drop',
      'startDate=today&endDate=7daysAgo',
    ]) {
      expect((await get(`/api/analytics/combined?${query}`)).status).toBe(400);
    }
  });

  it('counts registrations, logins and orders once when their events are redelivered and replayed', async () => {
    const userId = randomUUID();
    const email = `ada.${userId}@example.com`;
    const trafficSource = { source: 'instagram', medium: 'social', type: 'social' as const };
    const now = new Date().toISOString();
    const orderId = randomUUID();
    const order = { orderId, userId, amount: 130, paymentMethod: 'COD' as const };
    const events = [
      envelope(SUBJECTS.userRegistered, {
        userId,
        email,
        name: 'Ada',
        createdAt: now,
        trafficSource,
      }),
      envelope(SUBJECTS.userLoggedIn, {
        userId,
        email,
        at: now,
        trafficSource,
        device: { type: 'mobile' as const },
      }),
      envelope(SUBJECTS.orderPlaced, {
        ...order,
        version: 1,
        items: [
          {
            productId: randomUUID(),
            name: 'Oxblood Derby',
            unitPrice: 120,
            quantity: 1,
            size: '42',
            madeToMeasure: false,
          },
        ],
        deliveryFee: 10,
        status: 'Order Placed' as const,
      }),
      envelope(SUBJECTS.orderPaid, { ...order, version: 2, captureId: null }),
    ];
    const before = (await get('/api/realtime-analytics/summary')).body.data;
    await analytics.deliver(events);
    await analytics.deliver(events, '-redelivered');
    await analytics.deliver([...events].reverse(), '-replayed');

    const summary = (await get('/api/realtime-analytics/summary')).body.data;
    expect(summary.todayRegistrations).toBe(before.todayRegistrations + 1);
    expect(summary.todayLogins).toBe(before.todayLogins + 1);

    const registrations = (await get('/api/realtime-analytics/recent-registrations')).body.data;
    expect(registrations.filter((r: { userId: string }) => r.userId === userId)).toEqual([
      {
        userId,
        email,
        timestamp: now,
        trafficSource,
        location: { country: 'Unknown', city: 'Unknown' },
        device: { type: 'unknown' },
      },
    ]);
    const logins = (await get('/api/realtime-analytics/recent-logins?limit=5')).body.data;
    expect(logins.filter((l: { userId: string }) => l.userId === userId)).toHaveLength(1);
    expect(logins[0].device).toEqual({ type: 'mobile' });

    const combined = (await get('/api/analytics/combined?startDate=today&endDate=today')).body.data;
    expect(combined.conversions).toMatchObject({ transactions: 1, revenue: 130 });

    await analytics.deliver([
      envelope(SUBJECTS.orderCancelled, {
        orderId,
        userId,
        version: 3,
        amount: 130,
        items: [{ productId: randomUUID(), quantity: 1, size: '42' }],
      }),
    ]);
    const afterCancel = (await get('/api/analytics/combined?startDate=today&endDate=today')).body;
    expect(afterCancel.data.conversions).toMatchObject({ transactions: 0, revenue: 0 });
  });

  it('counts a visitor active at the edges of the time range and live within 5 minutes', async () => {
    const now = Date.now();
    const userId = randomUUID();
    await analytics.db.insert(visits).values([
      visit(new Date(now - 24 * HOUR + 60_000), { country: 'Iceland', city: 'Reykjavik' }),
      visit(new Date(now - 24 * HOUR - 60_000), { country: 'Iceland', city: 'Akureyri' }),
      visit(new Date(now - 4 * 60_000), {
        userId,
        email: 'live@example.com',
        country: 'Iceland',
        city: 'Reykjavik',
      }),
    ]);
    const places = (await get('/api/realtime-analytics/locations?timeRange=24h')).body.data;
    expect(places.filter((p: { country: string }) => p.country === 'Iceland')).toEqual([
      { country: 'Iceland', city: 'Reykjavik', uniqueUsers: 2, totalActivities: 6 },
    ]);
    const wider = (await get('/api/realtime-analytics/locations?timeRange=3d')).body.data;
    expect(wider.filter((p: { country: string }) => p.country === 'Iceland')).toHaveLength(2);

    const active = (await get('/api/realtime-analytics/active-users?timeRange=24h')).body;
    expect(active.users).toContainEqual({
      userId,
      email: 'live@example.com',
      lastActivity: expect.any(String),
      location: { country: 'Iceland', city: 'Reykjavik' },
      trafficSource: { source: 'google' },
    });
    expect(
      (await get('/api/realtime-analytics/summary')).body.data.liveUsersNow,
    ).toBeGreaterThanOrEqual(1);

    const sources = (await get('/api/realtime-analytics/traffic-sources?timeRange=24h')).body.data;
    expect(sources).toContainEqual(
      expect.objectContaining({ source: 'google', medium: 'organic', type: 'search' }),
    );
  });

  it('counts whole UTC days in the combined figures, with the previous period beside them', async () => {
    await analytics.db.insert(visits).values([
      visit(new Date('2024-03-01T00:00:00.000Z'), { visitorId: 'visitor-a' }),
      visit(new Date('2024-03-07T23:59:59.999Z'), {
        visitorId: 'visitor-a',
        source: 'direct',
        medium: 'none',
        sourceType: 'direct',
        country: 'Canada',
        city: 'Toronto',
      }),
      visit(new Date('2024-03-08T00:00:00.000Z')),
      visit(new Date('2024-02-29T23:59:59.999Z')),
    ]);
    const userId = randomUUID();
    await analytics.db
      .insert(visits)
      .values(visit(new Date('2024-03-02T10:00:00.000Z'), { userId }));
    await analytics.db.insert(orders).values([
      {
        orderId: randomUUID(),
        userId,
        amount: 200,
        placedAt: new Date('2024-03-02T11:00:00.000Z'),
        paidAt: new Date('2024-03-02T11:00:00.000Z'),
      },
      {
        orderId: randomUUID(),
        userId,
        amount: 50,
        placedAt: new Date('2024-03-08T00:00:00.000Z'),
        paidAt: new Date('2024-03-08T00:00:00.000Z'),
      },
      // Cash on delivery not delivered yet: an order placed, no revenue.
      {
        orderId: randomUUID(),
        userId: randomUUID(),
        amount: 75,
        placedAt: new Date('2024-03-03T09:00:00.000Z'),
      },
    ]);

    const res = await get('/api/analytics/combined?startDate=2024-03-01&endDate=2024-03-07');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      period: { start: '2024-03-01T00:00:00.000Z', end: '2024-03-08T00:00:00.000Z' },
      overview: {
        totalUsers: 2,
        sessions: 3,
        pageViews: 9,
        previous: { totalUsers: 1, sessions: 1, pageViews: 3 },
      },
      conversions: { transactions: 2, revenue: 200, conversionRate: 66.67 },
      trafficSources: [
        { source: 'google', medium: 'organic', users: 2, sessions: 2, conversions: 1 },
        { source: 'direct', medium: 'none', users: 1, sessions: 1, conversions: 0 },
      ],
      geographic: [
        { country: 'Pakistan', city: 'Lahore', users: 2 },
        { country: 'Canada', city: 'Toronto', users: 1 },
      ],
    });
  });
});

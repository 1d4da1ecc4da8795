import { randomUUID } from 'node:crypto';
import { ANALYTICS_RETENTION_MONTHS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { orderLines, orders } from '../orders/orders.table';
import { logins } from '../sign-ins/logins.table';
import { useAnalyticsApp } from '../testing/start-analytics-app';
import { pageViews } from '../tracking/page-views.table';
import { visits } from '../tracking/visits.table';
import { AnalyticsRetention } from './analytics-retention';

// Starts a real database and NATS, and reads the GeoIP databases.
jest.setTimeout(60_000);

const monthsAgo = (months: number, days = 0) => {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};

describe('analytics retention', () => {
  const analytics = useAnalyticsApp();

  it(`deletes what is older than ${ANALYTICS_RETENTION_MONTHS} months and keeps the rest`, async () => {
    const { db } = analytics;
    const old = monthsAgo(ANALYTICS_RETENTION_MONTHS, 2);
    const recent = monthsAgo(ANALYTICS_RETENTION_MONTHS, -2);
    const visit = (sessionId: string, at: Date) => ({
      sessionId,
      visitorId: sessionId,
      startedAt: at,
      lastSeenAt: at,
      source: 'direct',
      medium: 'none',
      sourceType: 'direct' as const,
      country: 'Unknown',
      city: 'Unknown',
    });
    await db.insert(visits).values([visit('old-session', old), visit('recent-session', recent)]);
    await db.insert(pageViews).values([
      { sessionId: 'old-session', visitorId: 'old-session', path: '/', occurredAt: old },
      { sessionId: 'recent-session', visitorId: 'recent-session', path: '/', occurredAt: recent },
    ]);
    const userId = randomUUID();
    await db.insert(logins).values([
      {
        eventId: randomUUID(),
        userId,
        email: 'ada@example.com',
        loggedInAt: old,
        source: 'direct',
        medium: 'none',
        sourceType: 'direct',
      },
    ]);
    const [oldOrder, recentOrder] = [randomUUID(), randomUUID()];
    await db.insert(orders).values([
      { orderId: oldOrder, userId, amount: 120, placedAt: old },
      { orderId: recentOrder, userId, amount: 80, placedAt: recent },
    ]);
    const line = { line: 0, productId: randomUUID(), name: 'Oxblood Derby', quantity: 1 };
    await db.insert(orderLines).values([
      { ...line, orderId: oldOrder, unitPrice: 110 },
      { ...line, orderId: recentOrder, unitPrice: 70 },
    ]);

    expect(await analytics.app.get(AnalyticsRetention).prune()).toBe(5);
    const count = async (table: string) =>
      Number(
        (
          (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0].n,
      );
    expect(await count('visits')).toBe(1);
    expect(await count('page_views')).toBe(1);
    expect(await count('logins')).toBe(0);
    expect(await count('orders')).toBe(1);
    expect(await count('order_lines')).toBe(1);
    // Nothing more to delete the second time.
    expect(await analytics.app.get(AnalyticsRetention).prune()).toBe(0);
  });
});

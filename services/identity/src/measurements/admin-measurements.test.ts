import { AUTH_MESSAGES, MEASUREMENT_MESSAGES, type AdminMeasurementRecord } from '@shop/contracts';
import { newShopper, signUpVerified } from '../testing/accounts';
import type { IdentityTestApp } from '../testing/start-identity-app';
import { users } from '../users/users.table';
import { measurements } from './measurements.table';
import { startMeasurementsApp, type MeasurementsApp } from './measurements.fixture';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('measurements: the admin views', () => {
  let identity: IdentityTestApp;
  let asAdmin: MeasurementsApp['asAdmin'];

  beforeAll(async () => {
    ({ identity, asAdmin } = await startMeasurementsApp());
  });
  afterAll(() => identity?.stop());

  const customers: Array<{ userId: string; name: string; email: string }> = [];

  beforeAll(async () => {
    await identity.db.delete(measurements);
    const rows = await identity.db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: `Customer ${i + 1}`,
          email: `customer${i + 1}@example.com`,
          passwordHash: 'not used here',
          emailVerified: true,
        })),
      )
      .returning();
    for (const row of rows) customers.push({ userId: row.id, name: row.name, email: row.email });
    await identity.db.insert(measurements).values(
      rows.map((row, i) => ({
        userId: row.id,
        category: i % 3 === 0 ? ('Women' as const) : ('Men' as const),
        subcategory: i % 2 === 0 ? ('Suits' as const) : ('Shirts' as const),
        chest: 90 + i,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
  });

  it('lists every customer’s record newest first, with the customer’s name and e-mail, 10 a page', async () => {
    const first = await asAdmin('/api/measurements/all');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: MEASUREMENT_MESSAGES.listed,
      pagination: { page: 1, pages: 2, total: 12, limit: 10 },
    });
    const records: AdminMeasurementRecord[] = first.body.data;
    expect(records).toHaveLength(10);
    const newest = customers[11];
    expect(records[0]).toMatchObject({
      userId: { _id: newest.userId, name: newest.name, email: newest.email },
      chest: 101,
      unit: 'cm',
    });

    const second = await asAdmin('/api/measurements/all?page=2');
    expect(second.body.data.map((r: AdminMeasurementRecord) => r.userId?.name)).toEqual([
      'Customer 2',
      'Customer 1',
    ]);
  });

  it('filters by category and subcategory', async () => {
    const res = await asAdmin('/api/measurements/all?category=Women&subcategory=Suits&limit=5');
    expect(res.status).toBe(200);
    // Customers 1, 7 (index 0 and 6): Women and Suits.
    expect(res.body.pagination).toEqual({ page: 1, pages: 1, total: 2, limit: 5 });
    expect(res.body.data.map((r: AdminMeasurementRecord) => r.userId?.name)).toEqual([
      'Customer 7',
      'Customer 1',
    ]);
    const bad = await asAdmin('/api/measurements/all?category=Pets');
    expect(bad.status).toBe(400);
  });

  it('shows one customer’s record by their id', async () => {
    const customer = customers[3];
    const res = await asAdmin(`/api/measurements/${customer.userId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { userId: customer.userId, chest: 93, category: 'Women' },
    });
  });

  it('says so when a customer has none, and refuses a malformed id', async () => {
    const { userId } = await signUpVerified(identity, newShopper());
    const none = await asAdmin(`/api/measurements/${userId}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(MEASUREMENT_MESSAGES.notFound);

    const malformed = await asAdmin('/api/measurements/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(MEASUREMENT_MESSAGES.invalidUserId);
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    const { token } = await signUpVerified(identity, newShopper());
    for (const path of ['/api/measurements/all', `/api/measurements/${customers[0].userId}`]) {
      const anonymous = await identity.http.get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(AUTH_MESSAGES.notAuthorized);
      const customer = await asAdmin(path, token);
      expect(customer.status).toBe(403);
      expect(customer.body.message).toBe(AUTH_MESSAGES.adminOnly);
    }
  });
});

import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  CUSTOMER_MESSAGES,
  customerDetailAnswerSchema,
  customerListAnswerSchema,
  customerStatsAnswerSchema,
  type CustomerListItem,
} from '@shop/contracts';
import { signTestToken } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { customerSurveys } from '../surveys/customer-surveys.table';
import { orderEventsTo, orderHistory, type OrderEventsPublisher } from '../testing/order-events';
import { startIdentityApp, TEST_ADMIN, type IdentityTestApp } from '../testing/start-identity-app';
import { users } from '../users/users.table';

// Starts a real database and NATS.
jest.setTimeout(60_000);

const FILLERS = 9;

describe('customers', () => {
  let identity: IdentityTestApp;
  let events: OrderEventsPublisher;
  let adminToken: string;
  const ids: Record<'ada' | 'grace' | 'alan', string> = { ada: '', grace: '', alan: '' };
  const adaOrders: string[] = [];

  const asAdmin = (path: string, token = adminToken) =>
    identity.http.get(path).set('Authorization', `Bearer ${token}`);
  const list = async (query = '') => {
    const res = await asAdmin(`/api/customers/list${query}`);
    expect(res.status).toBe(200);
    return customerListAnswerSchema.parse(res.body).data;
  };
  const names = (customers: CustomerListItem[]) => customers.map((customer) => customer.name);

  beforeAll(async () => {
    identity = await startIdentityApp();
    events = await orderEventsTo(identity);
    adminToken = (await identity.http.post('/api/user/admin').send(TEST_ADMIN)).body.token;
    const customer = (name: string, email: string, day: number, verified = true) => ({
      name,
      email,
      passwordHash: 'not used here',
      emailVerified: verified,
      createdAt: new Date(Date.UTC(2025, 0, day)),
    });
    const [ada, grace, alan] = await identity.db
      .insert(users)
      .values([
        customer('Ada Lovelace', 'ada@analytical.example', 1),
        customer('Grace Hopper', 'grace.hopper@navy.example', 2),
        customer('Alan Turing', 'alan@bletchley.example', 3, false),
        ...Array.from({ length: FILLERS }, (_, i) =>
          customer(`Customer ${i + 1}`, `customer${i + 1}@example.com`, -30 + i, i % 2 === 0),
        ),
      ])
      .returning();
    Object.assign(ids, { ada: ada.id, grace: grace.id, alan: alan.id });
    await identity.db.insert(customerSurveys).values({
      userId: ada.id,
      source: 'Instagram',
      referrer: null,
      categories: ['Jackets', 'Belts'],
      completedAt: new Date(),
    });

    // Ada: delivered cash on delivery, a captured PayPal order on its way, a cancelled one.
    const delivered = orderHistory(ada.id, { amount: 120.5, placedAt: '2025-02-01T10:00:00.000Z' });
    const paypal = orderHistory(ada.id, {
      amount: 200,
      paymentMethod: 'PayPal',
      placedAt: '2025-03-01T10:00:00.000Z',
    });
    const cancelled = orderHistory(ada.id, { amount: 80, placedAt: '2025-04-01T10:00:00.000Z' });
    adaOrders.push(cancelled.orderId, paypal.orderId, delivered.orderId);
    // Grace: one order placed and not yet paid; a PayPal checkout cancelled before capture.
    const waiting = orderHistory(grace.id, { amount: 50 });
    const abandoned = orderHistory(grace.id, { amount: 300, paymentMethod: 'PayPal' });
    await events.deliver([
      delivered.placed(),
      delivered.movedTo('Processing'),
      delivered.movedTo('Delivered'),
      paypal.placed(),
      paypal.paid(),
      paypal.movedTo('Shipped'),
      cancelled.placed(),
      ...cancelled.cancelled(),
      waiting.placed(),
      abandoned.checkoutCancelled(),
    ]);
  });
  afterAll(async () => {
    await events?.close();
    await identity?.stop();
  });

  it('lists customers newest first, 10 a page, with their survey and purchase figures', async () => {
    const first = await list();
    expect(first.pagination).toEqual({ page: 1, pages: 2, total: 12, limit: 10 });
    expect(names(first.customers).slice(0, 3)).toEqual([
      'Alan Turing',
      'Grace Hopper',
      'Ada Lovelace',
    ]);
    const [alan, grace, ada] = first.customers;
    expect(ada).toEqual({
      _id: ids.ada,
      name: 'Ada Lovelace',
      email: 'ada@analytical.example',
      isEmailVerified: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      survey: { source: 'Instagram', referrer: null, categories: ['Jackets', 'Belts'] },
      // Spent: the delivered order and the captured PayPal one, not the cancelled one.
      stats: { totalOrders: 3, completedOrders: 1, cancelledOrders: 1, totalSpent: 320.5 },
    });
    // Grace's unpaid order counts as an order but not as spent; the abandoned checkout not at all.
    expect(grace).toMatchObject({
      survey: null,
      stats: { totalOrders: 1, completedOrders: 0, cancelledOrders: 0, totalSpent: 0 },
    });
    expect(alan).toMatchObject({ isEmailVerified: false, stats: { totalOrders: 0 } });

    const second = await list('?page=2');
    expect(names(second.customers)).toEqual(['Customer 2', 'Customer 1']);
    expect(second.pagination).toEqual({ page: 2, pages: 2, total: 12, limit: 10 });
  });

  it('sorts by name, e-mail, spend and orders either way', async () => {
    expect(names((await list('?sortBy=name&sortOrder=asc&limit=3')).customers)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Customer 1',
    ]);
    expect(names((await list('?sortBy=email&sortOrder=desc&limit=2')).customers)).toEqual([
      'Grace Hopper',
      'Customer 9',
    ]);
    expect(names((await list('?sortBy=totalSpent&limit=1')).customers)).toEqual(['Ada Lovelace']);
    const byOrders = await list('?sortBy=totalOrders&sortOrder=desc&limit=2');
    expect(names(byOrders.customers)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const fewest = await list('?sortBy=totalOrders&sortOrder=asc&limit=20');
    expect(names(fewest.customers).slice(-2)).toEqual(['Grace Hopper', 'Ada Lovelace']);
  });

  it('searches names and e-mails whatever their case, wildcards taken literally', async () => {
    expect(names((await list('?search=LOVELACE')).customers)).toEqual(['Ada Lovelace']);
    expect(names((await list('?search=hopper%40navy')).customers)).toEqual(['Grace Hopper']);
    const none = await list('?search=%25');
    expect(none).toEqual({ customers: [], pagination: { page: 1, pages: 0, total: 0, limit: 10 } });
  });

  it('counts customers, verified ones, active buyers and returning customers', async () => {
    const res = await asAdmin('/api/customers/stats');
    expect(res.status).toBe(200);
    expect(customerStatsAnswerSchema.parse(res.body)).toEqual({
      success: true,
      // 12 customers (the admin is not one): Ada and Grace, and 5 of the 9 others verified.
      data: {
        totalCustomers: 12,
        verifiedCustomers: 7,
        customersWithOrders: 2,
        conversionRate: 16.7,
        returningCustomers: 1,
      },
    });
  });

  it('shows a customer with every order, newest first', async () => {
    const res = await asAdmin(`/api/customers/${ids.ada}`);
    expect(res.status).toBe(200);
    const { data } = customerDetailAnswerSchema.parse(res.body);
    expect(data.customer).toMatchObject({ _id: ids.ada, survey: { source: 'Instagram' } });
    expect(data.customer).not.toHaveProperty('stats');
    expect(data.stats).toEqual({
      totalOrders: 3,
      completedOrders: 1,
      cancelledOrders: 1,
      totalSpent: 320.5,
    });
    expect(data.orders).toEqual([
      { _id: adaOrders[0], date: '2025-04-01T10:00:00.000Z', amount: 80, status: 'Cancelled' },
      { _id: adaOrders[1], date: '2025-03-01T10:00:00.000Z', amount: 200, status: 'Shipped' },
      { _id: adaOrders[2], date: '2025-02-01T10:00:00.000Z', amount: 120.5, status: 'Delivered' },
    ]);

    const none = customerDetailAnswerSchema.parse(
      (await asAdmin(`/api/customers/${ids.alan}`)).body,
    );
    expect(none.data).toMatchObject({ orders: [], stats: { totalOrders: 0, totalSpent: 0 } });
  });

  it('says Customer not found for an unknown id, a malformed one, or the admin', async () => {
    const [admin] = await identity.db.select().from(users).where(eq(users.role, 'admin'));
    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1", admin.id]) {
      const res = await asAdmin(`/api/customers/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: CUSTOMER_MESSAGES.notFound });
    }
  });

  it('refuses a list query it cannot answer', async () => {
    for (const query of ['?sortBy=password', '?sortOrder=up', '?page=0', '?limit=1000']) {
      const res = await asAdmin(`/api/customers/list${query}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const res = await asAdmin('/api/customers/list?sortBy=password');
    expect(res.body.message).toMatch(/^sortBy: /);
  });

  it('answers admins only: 401 without a valid token, 403 for a customer', async () => {
    const customerToken = signTestToken({
      id: ids.grace,
      name: 'Grace Hopper',
      email: 'grace.hopper@navy.example',
      isAdmin: false,
    });
    for (const path of [
      '/api/customers/list',
      '/api/customers/stats',
      `/api/customers/${ids.ada}`,
    ]) {
      const anonymous = await identity.http.get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(AUTH_MESSAGES.notAuthorized);
      const forged = await asAdmin(path, 'not-a-token');
      expect(forged.status).toBe(401);
      expect(forged.body.message).toBe(AUTH_MESSAGES.notAuthorized);
      const customer = await asAdmin(path, customerToken);
      expect(customer.status).toBe(403);
      expect(customer.body.message).toBe(AUTH_MESSAGES.adminOnly);
    }
  });
});

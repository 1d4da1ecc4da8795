import { AUTH_MESSAGES, USER_MESSAGES } from '@shop/contracts';
import { persistentDatabase, startServiceApp } from '@shop/service-kit/testing';
import request from 'supertest';
import {
  startOrderPlatform,
  type OrderPlatform,
} from '../../../order/src/testing/start-order-platform';
import { AppModule as OrderModule } from '../../../order/src/app.module';
import { loadOrderConfig } from '../../../order/src/config';
import { ensureAdminAccount, removeAdminRole } from '../admin-account/admin-account';
import { newShopper, signUpVerified, type TestShopper } from '../testing/accounts';
import { startIdentityApp, type IdentityTestApp } from '../testing/start-identity-app';

// Starts real databases (and NATS) for three services.
jest.setTimeout(90_000);

/** How soon every service must refuse a token whose sessions were ended. */
const WITHIN_MS = 1_000;

describe('sessions that can be ended', () => {
  let identity: IdentityTestApp;
  let platform: OrderPlatform;

  beforeAll(async () => {
    platform = await startOrderPlatform();
    identity = await startIdentityApp({
      NATS_URL: platform.catalog.config.NATS_URL,
      NATS_NAMESPACE: platform.catalog.config.NATS_NAMESPACE,
    });
  });
  afterAll(async () => {
    await identity?.stop();
    await platform?.stop();
  });

  const login = async (shopper: TestShopper) => {
    const res = await identity.http.post('/api/user/login').send(shopper);
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  /** A signed-in read in identity (404 until measurements are saved) and one in the order service. */
  const reads = (token: string) => [
    () => identity.http.get('/api/measurements').set('token', token),
    () =>
      request(platform.order.app.getHttpServer()).get('/api/order/userorders').set('token', token),
  ];
  const adminReads = (token: string) => [
    () => identity.http.post('/api/admin/debug-token').set('Authorization', `Bearer ${token}`),
    () =>
      request(platform.order.app.getHttpServer())
        .get('/api/order/list')
        .set('Authorization', `Bearer ${token}`),
  ];

  /** Every read is refused with 401 within WITHIN_MS; returns how long it took. */
  async function refusedEverywhere(calls: Array<() => request.Test>): Promise<number> {
    const started = Date.now();
    for (const call of calls) {
      for (;;) {
        const res = await call();
        if (res.status === 401) {
          expect(res.body.message).toBe(AUTH_MESSAGES.notAuthorized);
          break;
        }
        expect([200, 404]).toContain(res.status);
        if (Date.now() - started > WITHIN_MS)
          throw new Error(`still accepted after ${WITHIN_MS} ms: ${res.status}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return Date.now() - started;
  }

  async function acceptedEverywhere(calls: Array<() => request.Test>): Promise<void> {
    for (const call of calls) expect([200, 404]).toContain((await call()).status);
  }

  it('logs out on every device: each token of the account is refused by every service', async () => {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);
    const phone = await login(shopper);
    const laptop = await login(shopper);
    await acceptedEverywhere([...reads(phone), ...reads(laptop)]);
    const stranger = await signUpVerified(identity, newShopper());

    const res = await identity.http.post('/api/user/logout-all').set('token', phone).send();

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: USER_MESSAGES.loggedOutEverywhere });
    await refusedEverywhere([...reads(phone), ...reads(laptop)]);
    // A new login works everywhere; other accounts were never touched.
    await acceptedEverywhere([...reads(await login(shopper)), ...reads(stranger.token)]);
  });

  it('refuses logout-all without a valid token', async () => {
    const res = await identity.http.post('/api/user/logout-all').send();
    expect(res.status).toBe(401);
  });

  it('still refuses the token after a restart', async () => {
    // An identity and an order service of their own, the order service on a database that
    // outlives its process.
    const ownIdentity = await startIdentityApp();
    const database = await persistentDatabase('order');
    const startOrder = () =>
      startServiceApp({
        service: 'order',
        loadConfig: loadOrderConfig,
        appModule: OrderModule,
        settings: {
          ...database.settings,
          NATS_URL: ownIdentity.config.NATS_URL,
          NATS_NAMESPACE: ownIdentity.config.NATS_NAMESPACE,
        },
      });
    let order = await startOrder();
    try {
      const { token } = await signUpVerified(ownIdentity, newShopper());
      const orders = () =>
        request(order.app.getHttpServer()).get('/api/order/userorders').set('token', token);
      await acceptedEverywhere([orders]);
      await ownIdentity.http.post('/api/user/logout-all').set('token', token).send();
      await refusedEverywhere([orders]);
      await order.stop();

      // The event was handled before the stop and will not come again: what the new process
      // knows comes from its own table.
      order = await startOrder();
      expect((await orders()).status).toBe(401);
    } finally {
      await order.stop();
      await database.drop();
      await ownIdentity.stop();
    }
  });

  it('ends an admin’s sessions when the role is taken away, and a promoted customer’s', async () => {
    const owner = newShopper('Owner');
    await signUpVerified(identity, owner);
    const asCustomer = await login(owner);

    expect(await ensureAdminAccount(identity.db, owner.email, owner.password)).toBe('promoted');
    await refusedEverywhere(reads(asCustomer));

    const admin = await identity.http.post('/api/user/admin').send(owner);
    expect(admin.status).toBe(200);
    await acceptedEverywhere(adminReads(admin.body.token));

    expect(await removeAdminRole(identity.db, owner.email)).toBe('removed');
    await refusedEverywhere(adminReads(admin.body.token));
    expect(await removeAdminRole(identity.db, owner.email)).toBe('not-admin');
  });
});

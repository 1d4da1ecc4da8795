import {
  loginResponseSchema,
  SUBJECTS,
  unverifiedLoginSchema,
  USER_MESSAGES,
  userLoggedInSchema,
} from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { newShopper, signUp, signUpVerified } from '../testing/accounts';
import { startIdentityApp, TEST_ADMIN, type IdentityTestApp } from '../testing/start-identity-app';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('logging in', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });
  afterAll(() => identity?.stop());

  const login = (body: object) => identity.http.post('/api/user/login').send(body);
  const adminLogin = (body: object) => identity.http.post('/api/user/admin').send(body);
  const decoded = async (token: string) =>
    (await identity.http.post('/api/admin/debug-token').set('Authorization', `Bearer ${token}`))
      .body.decoded;

  it('gives a verified shopper a token, whatever the case of the address they type', async () => {
    const shopper = newShopper();
    const { userId } = await signUpVerified(identity, shopper);

    const res = await login({ email: shopper.email.toUpperCase(), password: shopper.password });

    expect(res.status).toBe(200);
    const answer = loginResponseSchema.parse(res.body);
    expect(answer.message).toBe(USER_MESSAGES.loggedIn);
    expect(answer.user).toMatchObject({ _id: userId, email: shopper.email, emailVerified: true });
    expect(await decoded(answer.token)).toMatchObject({ id: userId, isAdmin: false });
  });

  it('refuses a shopper who has not verified yet, with what the page needs to offer a resend', async () => {
    const shopper = newShopper();
    await signUp(identity, shopper);

    const res = await login({ email: shopper.email, password: shopper.password });

    expect(res.status).toBe(403);
    expect(unverifiedLoginSchema.parse(res.body)).toEqual({
      success: false,
      emailVerified: false,
      email: shopper.email,
      message: USER_MESSAGES.loginUnverified,
    });
  });

  it('tells a wrong password on an unverified account nothing about verification', async () => {
    const shopper = newShopper();
    await signUp(identity, shopper);

    const res = await login({ email: shopper.email, password: 'Wrong-password-1' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: USER_MESSAGES.loginFailed });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);

    const wrongPassword = await login({ email: shopper.email, password: 'Wrong-password-1' });
    const unknownAddress = await login({ email: 'nobody@example.com', password: shopper.password });

    for (const res of [wrongPassword, unknownAddress]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: USER_MESSAGES.loginFailed });
    }
  });

  it('records the logged-in event with the visit’s traffic source and device', async () => {
    const shopper = newShopper();
    const { userId } = await signUpVerified(identity, shopper);
    const trafficSource = { source: 'google', medium: 'organic', type: 'search' as const };
    const device = { type: 'mobile' as const, browser: 'Safari', os: 'iOS' };

    expect((await login({ ...shopper, trafficSource, device })).status).toBe(200);

    const [row] = await identity.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.subject} = ${SUBJECTS.userLoggedIn} and ${outbox.payload}->'payload'->>'userId' = ${userId}`,
      );
    expect(userLoggedInSchema.parse(row.payload.payload)).toEqual({
      userId,
      email: shopper.email,
      at: expect.any(String),
      trafficSource,
      device,
    });
  });

  describe('the admin login', () => {
    it('gives the admin a token that carries the admin flag, and records the login', async () => {
      const res = await adminLogin(TEST_ADMIN);

      expect(res.status).toBe(200);
      const answer = loginResponseSchema.parse(res.body);
      expect(answer.user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
      expect(await decoded(answer.token)).toMatchObject({ isAdmin: true, name: 'Admin' });
      const events = await identity.db
        .select()
        .from(outbox)
        .where(
          sql`${outbox.subject} = ${SUBJECTS.userLoggedIn} and ${outbox.payload}->'payload'->>'userId' = ${answer.user._id}`,
        );
      expect(events.length).toBeGreaterThan(0);
    });

    it('refuses a customer, even with their right password, and a wrong admin password alike', async () => {
      const shopper = newShopper();
      await signUpVerified(identity, shopper);

      const answers = [
        await adminLogin({ email: shopper.email, password: shopper.password }),
        await adminLogin({ ...TEST_ADMIN, password: 'Not-the-password-1' }),
        await adminLogin({ email: 'nobody@example.com', password: TEST_ADMIN.password }),
      ];

      for (const res of answers) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: USER_MESSAGES.adminLoginFailed });
      }
    });

    it('lets the admin in through the storefront login too', async () => {
      const res = await login(TEST_ADMIN);
      expect(res.status).toBe(200);
      expect(await decoded(res.body.token)).toMatchObject({ isAdmin: true });
    });
  });
});

import { USER_MESSAGES } from '@shop/contracts';
import { newShopper, signUp, signUpVerified } from '../testing/accounts';
import { startIdentityApp, TEST_ADMIN, type IdentityTestApp } from '../testing/start-identity-app';
import { rateLimitCounters } from './rate-limit-counters.table';
import { LOGIN_FAILURES, PASSWORD_RESETS, RESENDS } from './rate-limits';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

let clients = 0;
/** A client address of its own for each test, as the gateway reports it. */
const newClient = () => `203.0.113.${++clients}`;

describe('rate limits', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });
  afterAll(() => identity?.stop());

  const login = (client: string, body: object) =>
    identity.http.post('/api/user/login').set('X-Forwarded-For', client).send(body);
  const adminLogin = (client: string, body: object) =>
    identity.http.post('/api/user/admin').set('X-Forwarded-For', client).send(body);
  const resend = (client: string, email: string) =>
    identity.http
      .post('/api/user/resend-verification')
      .set('X-Forwarded-For', client)
      .send({ email });

  function expectTooMany(
    res: { status: number; body: unknown; headers: Record<string, string> },
    windowMs: number,
  ) {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, message: USER_MESSAGES.tooManyAttempts });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowMs / 1000 - 30);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  }

  it(`stops guessing one account's password after ${LOGIN_FAILURES.perEmail} wrong tries, from any client`, async () => {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);
    const wrong = { email: shopper.email, password: 'Guess-number-1' };

    for (let i = 0; i < LOGIN_FAILURES.perEmail; i++)
      expect((await login(newClient(), wrong)).status).toBe(401);

    // Even the right password waits for the window, from yet another address.
    expectTooMany(await login(newClient(), shopper), LOGIN_FAILURES.windowMs);
  });

  it.each([
    ['login', login],
    ['admin login', adminLogin],
  ])(
    `checks exactly ${LOGIN_FAILURES.perEmail} of 30 wrong passwords sent at once to the %s`,
    async (_name, send) => {
      const shopper = newShopper();
      await signUpVerified(identity, shopper);
      const wrong = { email: shopper.email, password: 'Guess-number-1' };

      const answers = await Promise.all(Array.from({ length: 30 }, () => send(newClient(), wrong)));

      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES.perEmail);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        30 - LOGIN_FAILURES.perEmail,
      );
    },
  );

  it('gives the attempt back when the password was right', async () => {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);
    const client = newClient();
    for (let i = 0; i < LOGIN_FAILURES.perAddress + 1; i++)
      expect((await login(client, shopper)).status).toBe(200);

    // The right passwords used none of the client's tries.
    expect((await login(client, { email: shopper.email, password: 'Guess-number-1' })).status).toBe(
      401,
    );
  });

  it(`stops one client after ${LOGIN_FAILURES.perAddress} wrong tries across accounts; others go on`, async () => {
    const client = newClient();
    for (let i = 0; i < LOGIN_FAILURES.perAddress; i++)
      expect(
        (await login(client, { email: `guess${i}@example.com`, password: 'Guess-number-1' }))
          .status,
      ).toBe(401);

    expectTooMany(
      await login(client, { email: 'fresh@example.com', password: 'Guess-number-1' }),
      LOGIN_FAILURES.windowMs,
    );
    const elsewhere = await login(newClient(), {
      email: 'fresh@example.com',
      password: 'x1x1x1x1',
    });
    expect(elsewhere.status).toBe(401);
  });

  it('forgets an account’s wrong tries once its owner logs in', async () => {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);
    const wrong = { email: shopper.email, password: 'Typo-number-1' };
    for (let i = 0; i < LOGIN_FAILURES.perEmail - 1; i++)
      expect((await login(newClient(), wrong)).status).toBe(401);

    expect((await login(newClient(), shopper)).status).toBe(200);

    for (let i = 0; i < LOGIN_FAILURES.perEmail - 1; i++)
      expect((await login(newClient(), wrong)).status).toBe(401);
  });

  it('does not count a customer’s right password at the admin login the storefront tries first', async () => {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);
    const client = newClient();

    for (let i = 0; i <= LOGIN_FAILURES.perEmail; i++)
      expect((await adminLogin(client, shopper)).status).toBe(401);

    expect((await login(client, shopper)).status).toBe(200);
  });

  it('stops guessing the admin password', async () => {
    const wrong = { ...TEST_ADMIN, password: 'Guess-number-1' };
    for (let i = 0; i < LOGIN_FAILURES.perEmail; i++)
      expect((await adminLogin(newClient(), wrong)).status).toBe(401);

    expectTooMany(await adminLogin(newClient(), TEST_ADMIN), LOGIN_FAILURES.windowMs);
  });

  it(`sends at most ${RESENDS.perEmail} new links an hour to one address`, async () => {
    const shopper = newShopper();
    await signUp(identity, shopper);

    for (let i = 0; i < RESENDS.perEmail; i++)
      expect((await resend(newClient(), shopper.email)).status).toBe(200);

    expectTooMany(await resend(newClient(), shopper.email), RESENDS.windowMs);
  });

  it(`sends exactly ${RESENDS.perEmail} links when 30 resends for one address arrive at once`, async () => {
    const shopper = newShopper();
    await signUp(identity, shopper);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => resend(newClient(), shopper.email)),
    );

    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RESENDS.perEmail);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - RESENDS.perEmail);
  });

  it(`takes at most ${RESENDS.perAddress} resends an hour from one client`, async () => {
    const client = newClient();
    for (let i = 0; i < RESENDS.perAddress; i++)
      expect((await resend(client, `someone${i}@example.com`)).status).toBe(200);

    expectTooMany(await resend(client, 'someone-else@example.com'), RESENDS.windowMs);
    expect((await resend(newClient(), 'someone-else@example.com')).status).toBe(200);
  });

  const forgot = (client: string, email: string) =>
    identity.http.post('/api/user/forgot-password').set('X-Forwarded-For', client).send({ email });

  it(`sends at most ${PASSWORD_RESETS.perEmail} password reset links an hour to one address`, async () => {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);

    for (let i = 0; i < PASSWORD_RESETS.perEmail; i++)
      expect((await forgot(newClient(), shopper.email)).status).toBe(200);

    expectTooMany(await forgot(newClient(), shopper.email), PASSWORD_RESETS.windowMs);
  });

  it(`takes at most ${PASSWORD_RESETS.perAddress} password reset requests an hour from one client`, async () => {
    const client = newClient();
    for (let i = 0; i < PASSWORD_RESETS.perAddress; i++)
      expect((await forgot(client, `forgetful${i}@example.com`)).status).toBe(200);

    expectTooMany(await forgot(client, 'forgetful-too@example.com'), PASSWORD_RESETS.windowMs);
    expect((await forgot(newClient(), 'forgetful-too@example.com')).status).toBe(200);
  });

  it('keeps its counts in the database, where every replica sees them', async () => {
    const client = newClient();
    await login(client, { email: 'counted@example.com', password: 'Guess-number-1' });

    const rows = await identity.db.select().from(rateLimitCounters);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scope: 'login', key: `address:${client}`, hits: 1 }),
        expect.objectContaining({ scope: 'login', key: 'email:counted@example.com', hits: 1 }),
      ]),
    );
  });
});

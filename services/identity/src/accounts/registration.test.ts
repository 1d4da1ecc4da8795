import {
  AUTH_MESSAGES,
  publicUserSchema,
  registerResponseSchema,
  SUBJECTS,
  USER_MESSAGES,
  userRegisteredSchema,
  verifyEmailResponseSchema,
} from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import { newShopper, signUpVerified } from '../testing/accounts';
import {
  startIdentityApp,
  TEST_SHOP_URL,
  type IdentityTestApp,
} from '../testing/start-identity-app';
import { startIdentityWithHungMail } from '../testing/hung-mail-server';
import { verificationTokenIn } from '../testing/test-inbox';
import { users } from '../users/users.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('signing up', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });
  afterAll(() => identity?.stop());

  const register = (body: object) => identity.http.post('/api/user/register').send(body);

  it('creates an unverified account and mails a link to the storefront’s verify page', async () => {
    const shopper = newShopper('Ada <Lovelace>');
    const res = await register(shopper);

    expect(res.status).toBe(201);
    expect(registerResponseSchema.parse(res.body)).toEqual({
      success: true,
      message: USER_MESSAGES.registered,
      emailSent: true,
      user: expect.objectContaining({
        name: shopper.name,
        email: shopper.email,
        emailVerified: false,
        role: 'customer',
      }),
    });
    expect(Object.keys(res.body.user).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());

    const mail = await identity.inbox.nextMailTo(shopper.email);
    expect(mail.subject).toBe('Verify your email for Leather & Last');
    expect(mail.from).toBe('no-reply@leatherandlast.test');
    const token = verificationTokenIn(mail);
    expect(token).toMatch(/^[\w-]{43}$/);
    const link = `${TEST_SHOP_URL}/verify-email?token=${token}`;
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link);
      expect(body).toContain('Leather &');
      expect(body).toContain('expires in 24 hours');
      expect(body).toContain('you can ignore this email');
    }
    expect(mail.text).toContain('Hello Ada <Lovelace>,');
    // The name is the shopper's text, never markup.
    expect(mail.html).toContain('Hello Ada &#60;Lovelace&#62;,');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('>Verify my email</a>');
  });

  it('signs the shopper in when they open the link: the token opens guarded routes, the password logs in', async () => {
    const shopper = newShopper();
    await register(shopper);
    const token = verificationTokenIn(await identity.inbox.nextMailTo(shopper.email));

    const verified = await identity.http.post('/api/user/verify-email').send({ token });
    expect(verified.status).toBe(200);
    const answer = verifyEmailResponseSchema.parse(verified.body);
    expect(answer.message).toBe(USER_MESSAGES.verified);
    expect(answer.user).toMatchObject({ email: shopper.email, emailVerified: true });

    const checked = await identity.http
      .post('/api/admin/debug-token')
      .set('token', answer.token)
      .send();
    expect(checked.status).toBe(200);
    expect(checked.body.decoded).toMatchObject({
      id: answer.user._id,
      email: shopper.email,
      name: shopper.name,
      isAdmin: false,
    });
    const ownMeasurements = await identity.http.get('/api/measurements').set('token', answer.token);
    expect(ownMeasurements.status).toBe(404);

    const login = await identity.http
      .post('/api/user/login')
      .send({ email: shopper.email, password: shopper.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, user: { _id: answer.user._id } });
  });

  it('refuses an address whose account is verified, whatever its case', async () => {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);

    const again = await register({ ...shopper, email: `  ${shopper.email.toUpperCase()} ` });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: USER_MESSAGES.emailTaken });
  });

  it('makes one account of two simultaneous sign-ups with one address; only the later link works', async () => {
    const shopper = newShopper();
    const answers = await Promise.all([
      register(shopper),
      register({ ...shopper, email: shopper.email.toUpperCase() }),
    ]);

    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const accounts = await identity.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, shopper.email));
    expect(accounts).toHaveLength(1);
    const links = [
      verificationTokenIn(await identity.inbox.nextMailTo(shopper.email)),
      verificationTokenIn(await identity.inbox.nextMailTo(shopper.email)),
    ];
    const verified = [];
    for (const token of links)
      verified.push((await identity.http.post('/api/user/verify-email').send({ token })).status);
    expect(verified.sort()).toEqual([200, 410]);
  });

  it.each([
    ['shorter than 8 characters', 'Abc123'],
    ['without a digit', 'NoDigitsHere'],
    ['without a letter', '1234567890'],
  ])('refuses a password %s with the rule', async (_, password) => {
    const shopper = { ...newShopper(), password };
    const res = await register(shopper);

    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(USER_MESSAGES.passwordWeak);
    const login = await identity.http.post('/api/user/login').send(shopper);
    expect(login.status).toBe(401);
  });

  it('names what is missing', async () => {
    const res = await register({ email: 'someone@example.com', password: 'Oxblood1846' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(USER_MESSAGES.nameRequired);
    const badEmail = await register({ ...newShopper(), email: 'not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain(USER_MESSAGES.emailInvalid);
  });

  it('records the registered event, with the visit’s traffic source, in the same commit', async () => {
    const shopper = newShopper();
    const trafficSource = { source: 'instagram', medium: 'social', type: 'social' as const };
    const res = await register({ ...shopper, trafficSource });

    const [row] = await identity.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.subject} = ${SUBJECTS.userRegistered} and ${outbox.payload}->'payload'->>'userId' = ${res.body.user._id}`,
      );
    expect(userRegisteredSchema.parse(row.payload.payload)).toEqual({
      userId: res.body.user._id,
      name: shopper.name,
      email: shopper.email,
      createdAt: res.body.user.createdAt,
      trafficSource,
    });
  });

  it('lets no one reach a guarded route without a valid token', async () => {
    const res = await identity.http.get('/api/measurements').set('token', 'not-a-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.notAuthorized });
  });
});

describe('signing up while the mail server does not answer', () => {
  let identity: Awaited<ReturnType<typeof startIdentityWithHungMail>>;
  const SMTP_TIMEOUT_MS = 500;

  beforeAll(async () => {
    identity = await startIdentityWithHungMail(SMTP_TIMEOUT_MS);
  });
  afterAll(() => identity?.stop());

  it('keeps the account and says the mail was not sent, once the mail server has had its time', async () => {
    const shopper = newShopper();
    const started = Date.now();
    const res = await identity.http.post('/api/user/register').send(shopper);

    expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUT_MS + 2_000);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      emailSent: false,
      message: USER_MESSAGES.registeredMailFailed,
    });
    const login = await identity.http.post('/api/user/login').send(shopper);
    expect(login.status).toBe(403);
  });

  it('keeps the account when nothing listens on the mail port at all', async () => {
    await identity.hungMail.close();
    const shopper = newShopper();

    const res = await identity.http.post('/api/user/register').send(shopper);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      emailSent: false,
      message: USER_MESSAGES.registeredMailFailed,
    });
    const [account] = await identity.db.select().from(users).where(eq(users.email, shopper.email));
    expect(account).toMatchObject({ name: shopper.name, emailVerified: false });
  });
});

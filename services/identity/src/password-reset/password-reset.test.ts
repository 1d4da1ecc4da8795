import { USER_MESSAGES } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { newShopper, signUp, signUpVerified, type TestShopper } from '../testing/accounts';
import {
  startIdentityApp,
  TEST_SHOP_URL,
  type IdentityTestApp,
} from '../testing/start-identity-app';
import { startIdentityWithHungMail } from '../testing/hung-mail-server';
import { passwordResetTokenIn } from '../testing/test-inbox';
import { ADMIN_LOGIN_FAILURES, LOGIN_FAILURES } from '../rate-limits/rate-limits';
import { hashLinkToken } from '../tokens/link-tokens';
import { hashPassword } from '../users/passwords';
import { users } from '../users/users.table';
import { passwordResetTokens } from './password-reset-tokens.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

const NEW_PASSWORD = 'Saddle-stitch-77';

let clients = 0;
/** A client address of its own for each request, so the per-client limit stays out of the way. */
const newClient = () => `198.51.100.${++clients}`;

describe('resetting a forgotten password', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });
  afterAll(() => identity?.stop());

  const forgot = (email: unknown) =>
    identity.http
      .post('/api/user/forgot-password')
      .set('X-Forwarded-For', newClient())
      .send({ email });
  const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
    identity.http.post('/api/user/reset-password').send({ token, password });
  const login = (email: string, password: string) =>
    identity.http
      .post('/api/user/login')
      .set('X-Forwarded-For', newClient())
      .send({ email, password });

  /** A verified shopper who asked for a reset link, and the link's token. */
  async function resetRequested(): Promise<{ shopper: TestShopper; token: string }> {
    const shopper = newShopper();
    await signUpVerified(identity, shopper);
    expect((await forgot(shopper.email)).status).toBe(200);
    return { shopper, token: passwordResetTokenIn(await identity.inbox.nextMailTo(shopper.email)) };
  }

  const linkRow = async (token: string) =>
    (
      await identity.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashLinkToken(token)))
    )[0];

  it('answers a verified, an unverified and an unknown address alike, and mails only the verified one', async () => {
    const verified = newShopper();
    await signUpVerified(identity, verified);
    const waiting = newShopper();
    await signUp(identity, waiting);
    const before = identity.inbox.messages.length;

    const answers = await Promise.all(
      [verified.email, waiting.email, 'nobody@example.com'].map((email) => forgot(email)),
    );

    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: USER_MESSAGES.passwordResetRequested });
    }
    await identity.inbox.nextMailTo(verified.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(identity.inbox.messages.slice(before).map((mail) => mail.to)).toEqual([verified.email]);
  });

  it('mails a link to the storefront’s reset page that works for an hour, keeping only its hash', async () => {
    const shopper = newShopper('Ada <Lovelace>');
    await signUpVerified(identity, shopper);
    await forgot(shopper.email.toUpperCase());

    const mail = await identity.inbox.nextMailTo(shopper.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.from).toBe('no-reply@leatherandlast.test');
    const token = passwordResetTokenIn(mail);
    expect(token).toMatch(/^[\w-]{43}$/);
    const link = `${TEST_SHOP_URL}/reset-password?token=${token}`;
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link);
      expect(body).toContain('expires in 1 hour');
      expect(body).toContain('you can ignore this email');
    }
    expect(mail.html).toContain('Hello Ada &#60;Lovelace&#62;,');
    expect(mail.html).toContain('>Reset my password</a>');

    const row = await linkRow(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it('sets the new password: it logs in, the old one no longer does', async () => {
    const { shopper, token } = await resetRequested();

    const res = await reset(token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: USER_MESSAGES.passwordReset });
    expect((await login(shopper.email, NEW_PASSWORD)).status).toBe(200);
    const old = await login(shopper.email, shopper.password);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(USER_MESSAGES.loginFailed);
  });

  it('works once: a second use is told the link was used and changes nothing', async () => {
    const { shopper, token } = await resetRequested();
    expect((await reset(token)).status).toBe(200);

    const again = await reset(token, 'Another-pass-99');

    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: USER_MESSAGES.resetTokenUsed });
    expect((await login(shopper.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link older than an hour as expired', async () => {
    const { shopper, token } = await resetRequested();
    const anHourAndASecondAgo = new Date(Date.now() - 60 * 60 * 1000 - 1000);
    await identity.db
      .update(passwordResetTokens)
      .set({ createdAt: anHourAndASecondAgo, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashLinkToken(token)));

    const res = await reset(token);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: USER_MESSAGES.resetTokenExpired });
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
  });

  it('stops an older link working once a newer one is sent, and the newer one works', async () => {
    const { shopper, token: older } = await resetRequested();
    await forgot(shopper.email);
    const newer = passwordResetTokenIn(await identity.inbox.nextMailTo(shopper.email));

    const stale = await reset(older);
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ success: false, message: USER_MESSAGES.resetTokenSuperseded });
    expect((await reset(newer)).status).toBe(200);
  });

  it('refuses an unknown link, or none at all, as a bad request, never as not found', async () => {
    const unknown = await reset('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, message: USER_MESSAGES.resetTokenUnknown });

    for (const token of [undefined, '', '   ']) {
      const none = await reset(token);
      expect(none.status).toBe(400);
      expect(none.body.message).toContain(USER_MESSAGES.resetTokenRequired);
    }
  });

  it.each([
    ['shorter than 8 characters', 'Abc123'],
    ['without a digit', 'NoDigitsHere'],
    ['without a letter', '1234567890'],
  ])(
    'refuses a new password %s with the sign-up rule, and the link still works',
    async (_, weak) => {
      const { shopper, token } = await resetRequested();

      const res = await reset(token, weak);

      expect(res.status).toBe(400);
      expect(res.body.message).toContain(USER_MESSAGES.passwordWeak);
      expect((await login(shopper.email, weak)).status).toBe(401);
      expect((await reset(token)).status).toBe(200);
    },
  );

  it('refuses a request for something that is not an address', async () => {
    const res = await forgot('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(USER_MESSAGES.emailInvalid);
  });

  it('lets one of two simultaneous uses of a link set the password, and tells the other it was used', async () => {
    const { shopper, token } = await resetRequested();
    const passwords = ['First-choice-11', 'Second-choice-22'];

    const answers = await Promise.all(passwords.map((password) => reset(token, password)));

    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const loser = answers.findIndex((res) => res.status === 400);
    expect(answers[loser].body.message).toBe(USER_MESSAGES.resetTokenUsed);
    expect((await login(shopper.email, passwords[1 - loser])).status).toBe(200);
    expect((await login(shopper.email, passwords[loser])).status).toBe(401);
    expect((await linkRow(token)).usedAt).not.toBeNull();
  });

  it('lets the owner in with the new password even after wrong guesses blocked the login', async () => {
    const { shopper, token } = await resetRequested();
    const client = newClient();
    const guess = () =>
      identity.http
        .post('/api/user/login')
        .set('X-Forwarded-For', client)
        .send({ email: shopper.email, password: 'Guess-number-1' });
    for (let i = 0; i < LOGIN_FAILURES.perEmail; i++) expect((await guess()).status).toBe(401);
    expect((await login(shopper.email, shopper.password)).status).toBe(429);

    expect((await reset(token)).status).toBe(200);
    expect((await login(shopper.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('forgets the wrong guesses at the admin login too', async () => {
    const { shopper, token } = await resetRequested();
    // The storefront's form tries the admin login first, so guesses there count against the account.
    const adminGuess = () =>
      identity.http
        .post('/api/user/admin')
        .set('X-Forwarded-For', newClient())
        .send({ email: shopper.email, password: 'Guess-number-1' });
    for (let i = 0; i < ADMIN_LOGIN_FAILURES.perEmail - 1; i++)
      expect((await adminGuess()).status).toBe(401);

    expect((await reset(token)).status).toBe(200);
    for (let i = 0; i < ADMIN_LOGIN_FAILURES.perEmail; i++)
      expect((await adminGuess()).status).toBe(401);
  });
});

describe('asking for a reset link while the mail server does not answer', () => {
  let identity: IdentityTestApp;
  const SMTP_TIMEOUT_MS = 5_000;

  beforeAll(async () => {
    identity = await startIdentityWithHungMail(SMTP_TIMEOUT_MS);
  });
  afterAll(() => identity?.stop());

  it('answers a verified address at once, as it answers an unknown one: the mail goes out after', async () => {
    const shopper = newShopper();
    await identity.db.insert(users).values({
      name: shopper.name,
      email: shopper.email,
      passwordHash: await hashPassword(shopper.password),
      emailVerified: true,
    });

    const started = Date.now();
    const res = await identity.http
      .post('/api/user/forgot-password')
      .send({ email: shopper.email });

    expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUT_MS / 2);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: USER_MESSAGES.passwordResetRequested });
  });
});

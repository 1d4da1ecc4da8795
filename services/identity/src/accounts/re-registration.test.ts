import { SUBJECTS, USER_MESSAGES, registerResponseSchema } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import { newShopper, type TestShopper } from '../testing/accounts';
import { startIdentityApp, type IdentityTestApp } from '../testing/start-identity-app';
import { verificationTokenIn } from '../testing/test-inbox';
import { users } from '../users/users.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

/**
 * Someone may sign up with an address that is not theirs before its owner does. Until the
 * address is verified the registration is only pending, and the owner's own sign-up takes its
 * place: whoever opens the owner's mailbox decides which password the account gets.
 */
describe('signing up with an address whose account waits for verification', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });
  afterAll(() => identity?.stop());

  const register = (body: object) => identity.http.post('/api/user/register').send(body);
  const verify = (token: string) => identity.http.post('/api/user/verify-email').send({ token });
  const login = (who: { email: string; password: string }) =>
    identity.http.post('/api/user/login').send({ email: who.email, password: who.password });
  const linkIn = async (email: string) =>
    verificationTokenIn(await identity.inbox.nextMailTo(email));

  /** The owner of an address, and someone else who signed up with it first. */
  function ownerAndSquatter(): { owner: TestShopper; squatter: TestShopper } {
    const owner = newShopper('Grace Hopper');
    const squatter = {
      name: 'Mallory',
      email: owner.email.toUpperCase(),
      password: 'Squatter-2024',
    };
    return { owner, squatter };
  }

  it("replaces the pending registration: the owner's link opens the account with the owner's password only", async () => {
    const { owner, squatter } = ownerAndSquatter();
    expect((await register(squatter)).status).toBe(201);
    const squattersLink = await linkIn(owner.email);

    const again = await register(owner);
    expect(again.status).toBe(201);
    expect(registerResponseSchema.parse(again.body)).toMatchObject({
      message: USER_MESSAGES.registered,
      emailSent: true,
      user: { name: owner.name, email: owner.email, emailVerified: false },
    });
    const ownersLink = await linkIn(owner.email);

    const stale = await verify(squattersLink);
    expect(stale.status).toBe(410);
    expect(stale.body).toEqual({ success: false, message: USER_MESSAGES.verifyTokenSuperseded });

    const verified = await verify(ownersLink);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ name: owner.name, emailVerified: true });
    expect((await login(owner)).status).toBe(200);
    expect((await login(squatter)).status).toBe(401);
  });

  it('keeps one account and one registered event for the address', async () => {
    const { owner, squatter } = ownerAndSquatter();
    const first = await register(squatter);
    await register(owner);

    const accounts = await identity.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, owner.email));
    expect(accounts.map((account) => account.id)).toEqual([first.body.user._id]);
    const events = await identity.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.subject} = ${SUBJECTS.userRegistered} and ${outbox.payload}->'payload'->>'userId' = ${first.body.user._id}`,
      );
    expect(events).toHaveLength(1);
  });

  it('still refuses an address once it is verified', async () => {
    const { owner, squatter } = ownerAndSquatter();
    await register(owner);
    expect((await verify(await linkIn(owner.email))).status).toBe(200);

    const late = await register(squatter);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, message: USER_MESSAGES.emailTaken });
    expect((await login(owner)).status).toBe(200);
    expect((await login(squatter)).status).toBe(401);
  });

  // The sign-up hashes its password before it takes the row, so a click started at once wins;
  // clicks started a little later land before, inside or after the sign-up's transaction (without
  // the row locks some of them ended in a deadlock, or verified the replaced registration).
  it.each([0, 3, 6, 9, 12, 15, 20, 30])(
    'verifies the first registration or refuses its link, never a mix, when the address is registered again meanwhile (click %i ms later)',
    async (clickDelayMs) => {
      const { owner, squatter } = ownerAndSquatter();
      await register(squatter);
      const squattersLink = await linkIn(owner.email);

      const [click, signUp] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, clickDelayMs)).then(() =>
          verify(squattersLink),
        ),
        register(owner),
      ]);

      const [account] = await identity.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, owner.email));
      if (click.status === 200) {
        // The link came first: the account is the first registration's, now verified.
        expect(signUp.status).toBe(409);
        expect(account).toMatchObject({ name: squatter.name, emailVerified: true });
        expect((await login(squatter)).status).toBe(200);
        expect((await login(owner)).status).toBe(401);
      } else {
        // The registration came first: the link it replaced is refused, the new one works.
        expect(click.status).toBe(410);
        expect(click.body.message).toBe(USER_MESSAGES.verifyTokenSuperseded);
        expect(signUp.status).toBe(201);
        expect(account).toMatchObject({ name: owner.name, emailVerified: false });
        expect((await verify(await linkIn(owner.email))).status).toBe(200);
        expect((await login(owner)).status).toBe(200);
        expect((await login(squatter)).status).toBe(401);
      }
    },
  );
});

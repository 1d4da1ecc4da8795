import { createHash } from 'node:crypto';
import { SUBJECTS, USER_MESSAGES, userVerifiedSchema } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import { newShopper, signUp, signUpVerified } from '../testing/accounts';
import { startIdentityApp, type IdentityTestApp } from '../testing/start-identity-app';
import { verificationTokenIn } from '../testing/test-inbox';
import { verificationTokens } from './verification-tokens.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('e-mail verification links', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });
  afterAll(() => identity?.stop());

  const verify = (token: unknown) => identity.http.post('/api/user/verify-email').send({ token });
  const resend = (email: string) =>
    identity.http.post('/api/user/resend-verification').send({ email });

  it('keeps only a hash of the link’s token, valid for 24 hours', async () => {
    const shopper = newShopper();
    const token = await signUp(identity, shopper);

    const [link] = await identity.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(link).toBeDefined();
    expect(JSON.stringify(link)).not.toContain(token);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('verifies once and records the verified event; a second click is told the link was used', async () => {
    const shopper = newShopper();
    const token = await signUp(identity, shopper);

    const first = await verify(token);
    expect(first.status).toBe(200);
    const [event] = await identity.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.subject} = ${SUBJECTS.userVerified} and ${outbox.payload}->'payload'->>'userId' = ${first.body.user._id}`,
      );
    expect(userVerifiedSchema.parse(event.payload.payload)).toMatchObject({
      userId: first.body.user._id,
      email: shopper.email,
    });

    const second = await verify(token);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ success: false, message: USER_MESSAGES.verifyTokenUsed });
  });

  it('lets one of two simultaneous clicks on a link verify and tells the other it was used', async () => {
    const token = await signUp(identity, newShopper());

    const answers = await Promise.all([verify(token), verify(token)]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(
      USER_MESSAGES.verifyTokenUsed,
    );
  });

  it('refuses a link older than 24 hours as expired', async () => {
    const token = await signUp(identity, newShopper());
    await identity.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.tokenHash, createHash('sha256').update(token).digest('hex')));

    const res = await verify(token);

    expect(res.status).toBe(410);
    expect(res.body).toEqual({ success: false, message: USER_MESSAGES.verifyTokenExpired });
  });

  it('stops an older link working once a new one is sent, and the new one works', async () => {
    const shopper = newShopper();
    const older = await signUp(identity, shopper);

    const resent = await resend(shopper.email.toUpperCase());
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ success: true, message: USER_MESSAGES.resent });
    const newer = verificationTokenIn(await identity.inbox.nextMailTo(shopper.email));
    expect(newer).not.toBe(older);

    const old = await verify(older);
    expect(old.status).toBe(410);
    expect(old.body).toEqual({ success: false, message: USER_MESSAGES.verifyTokenSuperseded });
    expect((await verify(newer)).status).toBe(200);
  });

  it('refuses an unknown link or none at all as a bad request, never as not found', async () => {
    const unknown = await verify('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, message: USER_MESSAGES.verifyTokenUnknown });

    for (const token of [undefined, '', '   ']) {
      const none = await verify(token);
      expect(none.status).toBe(400);
      expect(none.body.message).toContain(USER_MESSAGES.verifyTokenRequired);
    }
  });

  it('answers a resend the same whether the address is unknown, verified or waiting, and mails only the waiting one', async () => {
    const waiting = newShopper();
    await signUp(identity, waiting);
    const verified = newShopper();
    await signUpVerified(identity, verified);
    const before = identity.inbox.messages.length;

    const answers = await Promise.all(
      [waiting.email, verified.email, 'nobody@example.com'].map((email) => resend(email)),
    );

    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: USER_MESSAGES.resent });
    }
    await identity.inbox.nextMailTo(waiting.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(identity.inbox.messages.slice(before).map((mail) => mail.to)).toEqual([waiting.email]);
  });

  it('refuses a resend for something that is not an address', async () => {
    const res = await resend('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(USER_MESSAGES.emailInvalid);
  });
});

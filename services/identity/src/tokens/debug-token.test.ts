import { AUTH_MESSAGES, debugTokenResponseSchema } from '@shop/contracts';
import {
  DEFAULT_JWT_AUDIENCE,
  DEFAULT_JWT_ISSUER,
  generateSigningKeyPair,
  signAccessToken,
} from '@shop/service-kit';
import { signTestToken } from '@shop/service-kit/testing';
import { newShopper, signUpVerified } from '../testing/accounts';
import { startIdentityApp, TEST_ADMIN, type IdentityTestApp } from '../testing/start-identity-app';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

const A_DAY_S = 24 * 60 * 60;

describe('POST /api/admin/debug-token', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });
  afterAll(() => identity?.stop());

  const check = (token: string) =>
    identity.http.post('/api/admin/debug-token').set('Authorization', `Bearer ${token}`).send();

  it('shows the admin gate the verified claims of an admin’s token', async () => {
    const login = await identity.http.post('/api/user/admin').send(TEST_ADMIN);

    const res = await check(login.body.token);

    expect(res.status).toBe(200);
    const { decoded } = debugTokenResponseSchema.parse(res.body);
    expect(decoded).toEqual({
      id: login.body.user._id,
      name: 'Admin',
      email: TEST_ADMIN.email,
      isAdmin: true,
      sv: 0,
      iat: expect.any(Number),
      exp: expect.any(Number),
      iss: DEFAULT_JWT_ISSUER,
      aud: DEFAULT_JWT_AUDIENCE,
    });
    expect(decoded.exp - decoded.iat).toBe(A_DAY_S);
  });

  it('shows a customer’s token without the admin flag, sent in the token header', async () => {
    const shopper = newShopper();
    const { token, userId } = await signUpVerified(identity, shopper);

    const res = await identity.http.post('/api/admin/debug-token').set('token', token).send();

    expect(res.status).toBe(200);
    expect(res.body.decoded).toMatchObject({ id: userId, isAdmin: false });
  });

  it.each([
    [
      'an expired token',
      () => signTestToken({ id: 'u', name: 'A', email: 'a@example.com', isAdmin: true }, -10),
    ],
    ['garbage', () => 'not.a.token'],
    [
      'a token signed with another key',
      () =>
        signAccessToken(
          { id: 'u', name: 'A', email: 'a@example.com', isAdmin: true },
          {
            privateKey: generateSigningKeyPair().privateKey,
            issuer: DEFAULT_JWT_ISSUER,
            audience: DEFAULT_JWT_AUDIENCE,
            expiresIn: '1h',
          },
        ),
    ],
  ])('refuses %s with 401', async (_, token) => {
    const res = await check(token());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.notAuthorized });
  });

  it('refuses a call without a token with 401', async () => {
    const res = await identity.http.post('/api/admin/debug-token').send();
    expect(res.status).toBe(401);
  });
});

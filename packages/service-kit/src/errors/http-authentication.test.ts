import { AUTH_MESSAGES } from '@shop/contracts';
import jwt from 'jsonwebtoken';
import { signAccessToken } from '../auth/access-token';
import { generateSigningKeyPair } from '../auth/signing-keys';
import { DEFAULT_JWT_AUDIENCE, DEFAULT_JWT_ISSUER } from '../config/service-config';
import { signTestToken, testSigningKeys } from '../testing/signing-keys';
import { admin, shopper, useThingsApp } from './http-behaviour.fixture';

describe('service app HTTP behaviour: authentication', () => {
  const things = useThingsApp();

  it('answers 401 without a token', async () => {
    const res = await things.http.get('/things/mine');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.notAuthorized });
  });

  it('accepts the token header', async () => {
    const token = signTestToken(shopper);
    const res = await things.http.get('/things/mine').set('token', token);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      userId: 'u1',
      email: 'ann@example.com',
      name: 'Ann',
      isAdmin: false,
    });
  });

  it('accepts an Authorization bearer token', async () => {
    const token = signTestToken(shopper);
    const res = await things.http.get('/things/mine').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.user.userId).toBe('u1');
  });

  const { privateKey } = testSigningKeys();
  const otherKeys = generateSigningKeyPair();
  const signed = (payload: object, options: jwt.SignOptions) =>
    jwt.sign(payload, privateKey, { algorithm: 'RS256', ...options });
  const valid = { issuer: DEFAULT_JWT_ISSUER, audience: DEFAULT_JWT_AUDIENCE };
  it.each([
    [
      'signed with another key',
      signAccessToken(shopper, { ...valid, privateKey: otherKeys.privateKey, expiresIn: '1h' }),
    ],
    ['expired', signed({ ...shopper, exp: Math.floor(Date.now() / 1000) - 10 }, valid)],
    ['without an expiry', signed(shopper, valid)],
    ['from another issuer', signed(shopper, { ...valid, issuer: 'someone-else', expiresIn: '1h' })],
    [
      'for another audience',
      signed(shopper, { ...valid, audience: 'another-shop', expiresIn: '1h' }),
    ],
    [
      'signed with a shared secret (HS256) instead of the key',
      jwt.sign(shopper, 'a-shared-secret-that-is-long-enough!!', { ...valid, expiresIn: '1h' }),
    ],
    [
      'unsigned',
      jwt.sign(shopper, '', { ...valid, algorithm: 'none', expiresIn: '1h' } as jwt.SignOptions),
    ],
    ['missing its claims', signed({ id: 'u1' }, { ...valid, expiresIn: '1h' })],
    ['garbage', 'not-a-token'],
  ])('answers 401 for a token %s', async (_, token) => {
    const res = await things.http.get('/things/mine').set('token', token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.notAuthorized });
  });

  it('answers 401 before it looks at the input', async () => {
    const res = await things.http.get('/things/mine?q=%00');
    expect(res.status).toBe(401);
  });

  it('answers 401 on admin routes without a token, 403 for a non-admin', async () => {
    const anonymous = await things.http.get('/things/admin');
    expect(anonymous.status).toBe(401);
    const shopperRes = await things.http
      .get('/things/admin')
      .set('authorization', `Bearer ${signTestToken(shopper)}`);
    expect(shopperRes.status).toBe(403);
    expect(shopperRes.body).toEqual({ success: false, message: AUTH_MESSAGES.adminOnly });
  });

  it('lets an admin through', async () => {
    const res = await things.http
      .get('/things/admin')
      .set('authorization', `Bearer ${signTestToken(admin)}`);
    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(true);
  });
});

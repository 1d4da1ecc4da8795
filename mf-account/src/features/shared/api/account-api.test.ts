import { DIRECT_TRAFFIC, USER_MESSAGES } from '@shop/contracts';
import { ApiError } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { isUnverifiedLogin, login, register } from './account-api';

const user = {
  _id: '0b7c6f6e-3f0a-4a53-9d7c-2f1d1f0b9a11',
  name: 'Ada Shopper',
  email: 'ada@example.com',
  emailVerified: true,
  role: 'customer',
  createdAt: '2026-01-05T10:00:00.000Z',
};

beforeEach(() => localStorage.clear());

describe('account calls', () => {
  it('signs in with e-mail and password and returns the token', async () => {
    const api = fakeApi({
      'POST /api/user/login': {
        body: { success: true, message: USER_MESSAGES.loggedIn, token: 'jwt', user },
      },
    });
    await expect(login({ email: 'ada@example.com', password: 'secret123' })).resolves.toEqual(
      expect.objectContaining({ token: 'jwt' }),
    );
    expect(requestsTo(api, 'POST /api/user/login')[0].body).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
      trafficSource: DIRECT_TRAFFIC,
      device: { type: 'desktop' },
    });
  });

  it("sends the session's traffic source with a sign-up, so analytics credit it", async () => {
    sessionStorage.setItem(
      'landingPage',
      JSON.stringify({
        url: 'http://localhost/?utm_source=instagram&utm_medium=social',
        path: '/',
        utm_source: 'instagram',
        utm_medium: 'social',
        timestamp: new Date().toISOString(),
      }),
    );
    const api = fakeApi({
      'POST /api/user/register': {
        status: 201,
        body: { success: true, message: 'ok', user, emailSent: true },
      },
    });
    await register({ name: 'Ada', email: 'ada@example.com', password: 'Secret-123' });
    expect(requestsTo(api, 'POST /api/user/register')[0].body).toEqual(
      expect.objectContaining({
        trafficSource: expect.objectContaining({ source: 'instagram', medium: 'social' }),
        device: { type: 'desktop' },
      }),
    );
    sessionStorage.clear();
  });

  it('tells an unverified address apart from wrong credentials', async () => {
    fakeApi({
      'POST /api/user/login': {
        status: 403,
        body: {
          success: false,
          emailVerified: false,
          email: 'ada@example.com',
          message: USER_MESSAGES.loginUnverified,
        },
      },
    });
    const unverified = await login({ email: 'ada@example.com', password: 'x' }).catch((e) => e);
    expect(isUnverifiedLogin(unverified)).toBe(true);

    fakeApi({
      'POST /api/user/login': {
        status: 401,
        body: { success: false, message: USER_MESSAGES.loginFailed },
      },
    });
    const wrong = await login({ email: 'ada@example.com', password: 'x' }).catch((e) => e);
    expect(isUnverifiedLogin(wrong)).toBe(false);
  });

  it('refuses a sign-up answer that breaks its contract, outside production', async () => {
    fakeApi({
      'POST /api/user/register': { status: 201, body: { success: true, message: 'ok' } },
    });
    const error = await register({ name: 'Ada', email: 'a@b.co', password: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('format');
  });
});

import { surveyStatusResponseSchema, type SurveyStatusResponse } from '@shop/contracts';
import { apiRequest, configureApi, getApiBase, prefetchApi } from './api-client';
import { ApiError } from './api-error';
import { INVALID_RESPONSE_FORMAT } from './contract-check';
import { devContracts } from './dev-contracts';
import { tokenStore } from './token-store';

const API = 'http://api.test';
/** Tests of the transport, whatever the answer's shape. */
const NO_CONTRACT = undefined;

/** A fake of the browser's fetch answering once with `body` (jsdom has no Response). */
function answer(status: number, body: unknown, raw = false) {
  const text = raw ? String(body) : JSON.stringify(body);
  return jest.fn().mockImplementation(async () => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 500 ? 'Internal Server Error' : '',
    text: async () => text,
  }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  configureApi({ baseUrl: `${API}/` });
  localStorage.clear();
});

describe('apiRequest', () => {
  it('returns the envelope of a successful call', async () => {
    global.fetch = answer(200, { success: true, data: [{ _id: '1' }] });
    await expect(apiRequest(NO_CONTRACT, '/api/product')).resolves.toEqual({
      success: true,
      data: [{ _id: '1' }],
    });
    expect(getApiBase()).toBe(API);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe(`${API}/api/product`);
  });

  it('adds query parameters, skipping empty ones', async () => {
    global.fetch = answer(200, { success: true, data: [] });
    await apiRequest(NO_CONTRACT, '/api/product/search', {
      query: { q: 'boot', page: 2, brand: '', minPrice: undefined },
    });
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe(
      `${API}/api/product/search?q=boot&page=2`,
    );
  });

  it('sends the token in a "token" header or as a bearer, and JSON bodies', async () => {
    tokenStore.set('t0k');
    global.fetch = answer(200, { success: true });
    await apiRequest(NO_CONTRACT, '/api/order/place', {
      method: 'POST',
      auth: 'token',
      body: { amount: 10 },
    });
    await apiRequest(NO_CONTRACT, '/api/analytics/survey/status', { auth: 'bearer' });
    await apiRequest(NO_CONTRACT, '/api/product');
    const calls = (global.fetch as jest.Mock).mock.calls;
    expect(calls[0][1].headers.token).toBe('t0k');
    expect(calls[0][1].headers['Content-Type']).toBe('application/json');
    expect(calls[0][1].body).toBe('{"amount":10}');
    expect(calls[1][1].headers.Authorization).toBe('Bearer t0k');
    expect(calls[2][1].headers.token).toBeUndefined();
    expect(calls[2][1].headers.Authorization).toBeUndefined();
  });

  it('signs the shopper out when an authenticated call answers 401', async () => {
    tokenStore.set('expired-jwt');
    global.fetch = answer(401, { success: false, message: 'Not authorized. Please login again.' });
    const error = await failure(
      apiRequest(NO_CONTRACT, '/api/analytics/survey/status', { auth: 'bearer' }),
    );
    expect(error.status).toBe(401);
    expect(tokenStore.get()).toBeNull();
  });

  it('keeps the token when a call without it answers 401', async () => {
    tokenStore.set('good-jwt');
    global.fetch = answer(401, { success: false, message: 'Invalid email or password' });
    const error = await failure(
      apiRequest(NO_CONTRACT, '/api/user/login', { method: 'POST', body: {} }),
    );
    expect(error.status).toBe(401);
    expect(tokenStore.get()).toBe('good-jwt');
  });

  it('throws the server message with the status for an HTTP failure', async () => {
    global.fetch = answer(404, { success: false, message: 'Product not found' });
    const error = await failure(apiRequest(NO_CONTRACT, '/api/product/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Product not found');
  });

  it('throws when a 200 answer says success: false', async () => {
    global.fetch = answer(200, { success: false, message: 'Not authorized' });
    const error = await failure(apiRequest(NO_CONTRACT, '/api/order/userorders'));
    expect(error.status).toBe(200);
    expect(error.message).toBe('Not authorized');
  });

  it('tells a network failure apart with status 0', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest(NO_CONTRACT, '/api/product'));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('flags an answer that is not JSON', async () => {
    global.fetch = answer(200, '<html>oops</html>', true);
    const error = await failure(apiRequest(NO_CONTRACT, '/api/product'));
    expect(error.kind).toBe('format');
    expect(error.message).toBe('Server returned non-JSON response');
  });

  it('falls back to the status text for an HTTP failure without a message', async () => {
    global.fetch = answer(500, '<html>boom</html>', true);
    const error = await failure(apiRequest(NO_CONTRACT, '/api/product'));
    expect(error.status).toBe(500);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Internal Server Error');
  });
});

describe("apiRequest and the answer's contract", () => {
  it('types the answer with its schema', async () => {
    global.fetch = answer(200, { success: true, surveyCompleted: true });
    const status = await apiRequest(surveyStatusResponseSchema, '/api/analytics/survey/status');
    const typed: SurveyStatusResponse = status;
    // @ts-expect-error the contract has no such field, so neither has the answer's type
    expect(typed.surveyCompletedAt).toBeUndefined();
    expect(status.surveyCompleted).toBe(true);
  });

  it('refuses an answer that breaks its contract as a format error naming the issues', async () => {
    global.fetch = answer(200, { success: true, surveyCompleted: 'yes' });
    const error = await failure(
      apiRequest(surveyStatusResponseSchema, '/api/analytics/survey/status'),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'format', status: 200, message: INVALID_RESPONSE_FORMAT });
    expect(error.body).toMatchObject({
      issues: [expect.objectContaining({ path: ['surveyCompleted'] })],
    });
  });

  it('hands back the body as sent, as a production build does', async () => {
    global.fetch = answer(200, { success: true, surveyCompleted: false, servedBy: 'analytics' });
    await expect(
      apiRequest(surveyStatusResponseSchema, '/api/analytics/survey/status'),
    ).resolves.toEqual({ success: true, surveyCompleted: false, servedBy: 'analytics' });
  });

  it('has the contracts to check with in tests (production builds have none)', () => {
    expect(devContracts?.surveyStatusResponseSchema).toBe(surveyStatusResponseSchema);
  });

  it('reads an early answer that breaks its contract as no answer', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      clone: () => ({ json: async () => ({ success: true, surveyCompleted: 'yes' }) }),
    });
    await expect(
      prefetchApi(surveyStatusResponseSchema, '/api/analytics/survey/status'),
    ).resolves.toBeUndefined();
  });
});

import { apiRequest, configureApi, prefetchApi } from './api-client';
import { EARLY_ANSWER_TTL_MS } from './early-answers';

const API = 'http://api.test';
/** These tests are about the transport: the answers' shapes are not the point. */
const NO_CONTRACT = undefined;

/** A fake of the browser's fetch (jsdom has none): each call answers `body` anew. */
function answering(body: unknown) {
  const text = JSON.stringify(body);
  const response = () => ({
    ok: true,
    status: 200,
    statusText: '',
    text: async () => text,
    json: async () => JSON.parse(text),
    clone: response,
  });
  return jest.fn().mockImplementation(async () => response());
}

describe('answers asked for early', () => {
  beforeEach(() => configureApi({ baseUrl: API }));
  afterEach(() => jest.useRealTimers());

  it("hands the shell's early answer to the screen's own request, once", async () => {
    global.fetch = answering({ success: true, data: { _id: 'p1' } });
    expect(await prefetchApi(NO_CONTRACT, '/api/product/p1')).toEqual({
      success: true,
      data: { _id: 'p1' },
    });
    expect(await apiRequest(NO_CONTRACT, '/api/product/p1')).toEqual({
      success: true,
      data: { _id: 'p1' },
    });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next request asks the server again.
    await apiRequest(NO_CONTRACT, '/api/product/p1');
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves requests with a token or another address alone', async () => {
    global.fetch = answering({ success: true });
    await prefetchApi(NO_CONTRACT, '/api/product/p2');
    await apiRequest(NO_CONTRACT, '/api/product/p3');
    await apiRequest(NO_CONTRACT, '/api/product/p2', { auth: 'token' });
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('asks anew when the early answer has waited too long', async () => {
    global.fetch = answering({ success: true });
    jest.useFakeTimers({ now: 0 });
    await prefetchApi(NO_CONTRACT, '/api/product/p4');
    jest.setSystemTime(EARLY_ANSWER_TTL_MS + 1);
    await apiRequest(NO_CONTRACT, '/api/product/p4');
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});

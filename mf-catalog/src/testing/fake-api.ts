import { configureApi, queryCache } from '@shop/storefront-sdk';

export const TEST_API_BASE = 'http://api.test';

export interface Reply {
  status?: number;
  body?: unknown;
}

/** A reply, a function of the path's parameters returning one, or 'offline' for a network failure. */
export type Route =
  Reply | 'offline' | ((params: Record<string, string>) => Reply | 'offline' | Promise<Reply>);

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * Replaces the browser's fetch with a fake API answering `GET /api/product` and the like with
 * spec-shaped JSON; anything unrouted answers 404. Also points the SDK at it and empties the
 * shared query cache.
 */
export function fakeApi(routes: Record<string, Route>): jest.Mock {
  configureApi({ baseUrl: TEST_API_BASE });
  queryCache.clear();
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    for (const [key, route] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ');
      const params = routeMethod === method ? match(pattern, url.pathname) : null;
      if (!params) continue;
      const reply = typeof route === 'function' ? await route(params) : route;
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return respond(reply.status ?? 200, reply.body);
    }
    return respond(404, { success: false, message: 'Not found' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 500 ? 'Internal Server Error' : '',
    text: async () => text,
  };
}

export const productList = (products: unknown[]): Reply => ({
  body: { success: true, message: 'Products fetched successfully', data: products },
});

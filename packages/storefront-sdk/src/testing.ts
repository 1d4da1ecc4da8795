// Test helpers for the frontends' component tests (imported as '@shop/storefront-sdk/testing';
// never part of a build).
import { configureApi } from './api-client';
import { queryCache } from './query-cache';
import { displayCurrency } from './currency/display-currency';

export const TEST_API_BASE = 'http://api.test';

export interface Reply {
  status?: number;
  body?: unknown;
}

/** What a route sees of the request besides the path's parameters. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The JSON body, parsed. */
  body: unknown;
  /** The query string's parameters. */
  query: URLSearchParams;
}

/** A reply, a function returning one, or 'offline' for a network failure. */
export type Route =
  | Reply
  | 'offline'
  | ((
      params: Record<string, string>,
      request: FakeRequest,
    ) => Reply | 'offline' | Promise<Reply | 'offline'>);

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

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 500 ? 'Internal Server Error' : '',
    text: async () => text,
  };
}

function readRequest(input: string, init?: RequestInit): FakeRequest {
  const url = new URL(String(input));
  const raw = typeof init?.body === 'string' ? init.body : undefined;
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    headers: { ...(init?.headers as Record<string, string> | undefined) },
    body: raw === undefined ? undefined : JSON.parse(raw),
    query: url.searchParams,
  };
}

/**
 * Replaces the browser's fetch with a fake API answering routes such as `'GET /api/product'` or
 * `'POST /api/user/login'` with JSON shaped as the contracts say; anything unrouted answers 404.
 * Also points the SDK at it and empties the shared query cache. Read what was sent with
 * `requestsTo`.
 */
export function fakeApi(routes: Record<string, Route>): jest.Mock {
  configureApi({ baseUrl: TEST_API_BASE });
  queryCache.clear();
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const request = readRequest(input, init);
    for (const [key, route] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ');
      const params = routeMethod === request.method ? match(pattern, request.path) : null;
      if (!params) continue;
      const reply = typeof route === 'function' ? await route(params, request) : route;
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return respond(reply.status ?? 200, reply.body);
    }
    return respond(404, { success: false, message: 'Not found' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The requests a fake API received for `'METHOD /path'`, oldest first. */
export function requestsTo(fetchMock: jest.Mock, route: string): FakeRequest[] {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls
    .map(([input, init]) => readRequest(input as string, init as RequestInit | undefined))
    .filter((request) => request.method === method && match(path, request.path) !== null);
}

/** The page of `items` a list request asks for with `page` and `limit`, as the services answer it. */
export function pageOf<T>(items: T[], query: URLSearchParams, defaultLimit = 10) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? defaultLimit);
  return {
    items: items.slice((page - 1) * limit, page * limit),
    pagination: { page, pages: Math.ceil(items.length / limit), total: items.length, limit },
  };
}

/** A JWT whose payload carries `claims` (the signature is not checked by the browser). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** What the page pushed to the tag manager's data layer as `event`, oldest first. */
export function dataLayerEvents(event: string): Record<string, unknown>[] {
  return ((window.dataLayer ?? []) as Record<string, unknown>[]).filter(
    (entry) => entry.event === event,
  );
}

/**
 * Shows prices in US dollars, as the amounts are kept: for tests that are not about the display
 * currency (the frontends' jest setup calls it before each test; call it again after clearing
 * localStorage).
 */
export function showPricesInUsd(): void {
  displayCurrency.set('USD');
}

import type { AnswerOf, AnswerSchema } from '@shop/contracts';
import { ApiError } from './api-error';
import { answerOf } from './contract-check';
import { requestEarly, takeEarlyAnswer } from './early-answers';
import { tokenStore } from './token-store';

/**
 * docs/product/api-and-errors.md#base-address: a configurable backend address, by default the
 * local development gateway.
 */
export const DEFAULT_API_BASE = 'http://localhost:4400';

export const API_MESSAGES = {
  network: 'Cannot connect to server',
  nonJson: 'Server returned non-JSON response',
  failed: 'Request failed',
} as const;

let apiBase = DEFAULT_API_BASE;
let serverHeaders: (() => Record<string, string>) | undefined;
let serverOrigin = '';
/** What a request is sent with: the platform's fetch, or the storefront server's own. */
export type ApiFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
) => Promise<Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>>;
let send: ApiFetch | undefined;

/**
 * `baseUrl` is the API's address as the page names it (pictures included; '' is the page's own
 * origin). The storefront server (shell/src/server.tsx) also gives `serverOrigin`, where it sends
 * a request whose address is the page's own, `headers` added to each, such as the shopper's
 * address for the page it renders, and `fetch`, what it sends them with.
 */
export function configureApi(options: {
  baseUrl: string;
  serverOrigin?: string;
  headers?: () => Record<string, string>;
  fetch?: ApiFetch;
}): void {
  apiBase = options.baseUrl.replace(/\/+$/, '');
  serverOrigin = (options.serverOrigin ?? '').replace(/\/+$/, '');
  serverHeaders = options.headers;
  send = options.fetch;
}

/** The backend address without a trailing slash ('' means the page's own origin). */
export function getApiBase(): string {
  return apiBase;
}

export type ApiAuth = 'token' | 'bearer' | 'none';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * docs/product/api-and-errors.md#authentication-headers: order, payment and measurement calls
   * send `token:`, survey calls a bearer token.
   */
  auth?: ApiAuth;
  query?: Record<string, QueryValue>;
  /** More headers, e.g. a checkout attempt's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const qs = search.toString();
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/**
 * Asks for a public GET now, for a screen whose code is still loading: its own apiRequest of the
 * same path takes this answer (see early-answers.ts). Resolves to the answer's JSON body, or
 * undefined when it cannot be read or, given the schema, breaks it; the caller's copy is separate
 * from the screen's.
 */
export async function prefetchApi<Schema extends AnswerSchema>(
  schema: Schema | undefined,
  path: string,
  query?: Record<string, QueryValue>,
): Promise<AnswerOf<Schema> | undefined> {
  try {
    const response = await requestEarly(apiUrl(path, query));
    if (!response.ok) return undefined;
    return answerOf(schema, await response.clone().json(), response.status);
  } catch {
    return undefined;
  }
}

function authHeaders(token: string | null, auth: ApiAuth): Record<string, string> {
  if (!token) return {};
  return auth === 'bearer' ? { Authorization: `Bearer ${token}` } : { token };
}

function serverMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * Calls the shop's API and returns its `{ success, ... }` envelope, typed by the answer's
 * contract `schema` and, when given it (development and tests, see dev-contracts.ts), checked
 * against it. Throws an ApiError when the server cannot be reached (status 0), answers outside
 * 2xx, answers `success: false`, does not answer JSON, or breaks the given schema (`format`,
 * INVALID_RESPONSE_FORMAT). A 401 to a call that sent the stored token means the session is over
 * (expired, or signed with a key the server no longer holds): the token is cleared, so every page
 * shows the shopper signed out instead of failing call after call.
 */
export async function apiRequest<Schema extends AnswerSchema>(
  schema: Schema | undefined,
  path: string,
  options: ApiRequestOptions = {},
): Promise<AnswerOf<Schema>> {
  const { method = 'GET', body, auth = 'none', query, signal, headers: extra } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const sentToken = auth === 'none' ? null : tokenStore.get();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...serverHeaders?.(),
    ...extra,
    ...authHeaders(sentToken, auth),
  };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const url = apiUrl(path, query);
  // A public read the shell asked for early, while this screen's code was loading.
  const early =
    method === 'GET' && auth === 'none' && !extra && !signal ? takeEarlyAnswer(url) : undefined;
  let response: Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>;
  try {
    response = await (early ??
      (send ?? fetch)(url.startsWith('/') ? `${serverOrigin}${url}` : url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
      }));
  } catch (cause) {
    if ((cause as Error | null)?.name === 'AbortError') throw cause;
    throw new ApiError(API_MESSAGES.network, 0, 'network');
  }

  const text = await response.text().catch(() => '');
  let parsed: unknown;
  let isJson = true;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    isJson = false;
  }

  // Only the token that was refused: a sign-in meanwhile has stored a newer one.
  if (response.status === 401 && sentToken && tokenStore.get() === sentToken) tokenStore.clear();

  if (!response.ok) {
    const message = serverMessage(parsed) ?? (response.statusText || API_MESSAGES.failed);
    throw new ApiError(message, response.status, 'http', parsed);
  }
  if (!isJson || parsed === null || typeof parsed !== 'object') {
    throw new ApiError(API_MESSAGES.nonJson, response.status, 'format', text);
  }
  if ((parsed as { success?: unknown }).success === false) {
    throw new ApiError(
      serverMessage(parsed) ?? API_MESSAGES.failed,
      response.status,
      'http',
      parsed,
    );
  }
  return answerOf(schema, parsed, response.status);
}

// The storefront server's view of the shell (packages/static-server/src/storefront.mjs): the
// shell's frame and routes rendered for one address, the page's region from its remote's server
// build, loaded at run time from the address the server was given, never bundled here.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import https from 'node:https';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createPath, Router, type To } from 'react-router-dom';
import {
  configureApi,
  type ApiFetch,
  configureCurrency,
  currencySettings,
  loadCurrencyRates,
  jsonForScript,
  pageTitle,
  QueryStore,
  ServerRenderContext,
  SHOP_NAME,
  metaDescription,
  type CurrencySettings,
  type PageMeta,
  type PageState,
  type ServerRender,
} from '@shop/storefront-sdk';
import { CURRENCY_RATES_MAX_AGE_SECONDS } from '@shop/contracts';
import { AppRoutes } from './app-routes';
import {
  configureServerRegions,
  REGION_RENDERED_IN_BROWSER,
  regionsOf,
} from './federation/server-regions';

export interface StorefrontSettings {
  /** The API's address as pages name it ('' for their own origin). */
  apiBase: string;
  /** Where the server itself reaches the page's own origin's /api: the gateway. */
  gateway: string;
  /** Federation name -> address of the remote's server remoteEntry.js. */
  serverRemotes: Record<string, string>;
  currency?: CurrencySettings;
  /** How long a region may take before the browser renders it instead. */
  regionTimeoutMs: number;
}

export interface PageRequest {
  /** Path and query, e.g. `/collection?category=boots`. */
  url: string;
  /** The shopper's origin, e.g. `https://shop.example`. */
  origin: string;
  /** The display currency's cookie, when there is one. */
  currency?: string;
  /** Headers every API read of this page sends (the shopper's address). */
  apiHeaders: Record<string, string>;
  /** Past this, what is not rendered yet is left to the browser. */
  deadlineMs: number;
}

export interface RenderedPage {
  status: number;
  /** The head's title, description, canonical address, preview cards. */
  head: string;
  /** What goes inside `#root`. */
  body: string;
  /** The page's state, JSON a script element can hold. */
  state: string;
  /** The remote modules its regions came from (`mf_catalog/HomeRoute`), whose styles it needs. */
  regions: string[];
  /** False when a region was left to the browser, or an answer the page needs was not given. */
  complete: boolean;
  /** Whether the page is worth keeping: complete, and at the shop's own rates. */
  keep: boolean;
}

// The headers of the page being rendered, for each API read it makes.
const requestHeaders = new AsyncLocalStorage<Record<string, string>>();

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/**
 * The page's reads, sent with Node's HTTP client over kept-alive connections: the gateway is near,
 * and for a page rendered afresh the platform's fetch cost as much as a fifth of the render.
 */
const gatewayFetch: ApiFetch = (address, { method, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const url = new URL(address);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method, headers, agent: agents[url.protocol as keyof typeof agents], signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: response.statusMessage ?? '',
            text: () => Promise.resolve(text),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(typeof body === 'string' ? body : undefined);
  });

/** How soon the shop's rates are asked for again when they could not be read. */
const RATES_RETRY_MS = 2_000;
let ratesRead: 'never' | 'following' | 'loaded' = 'never';

/**
 * Prices are rendered at the order service's rates, read again as often as they may be kept (one
 * loop, however often the runtime config changes); until the first answer, at the runtime
 * config's (or the shipped ones). A new runtime config never replaces rates the shop gave.
 */
function followCurrencyRates(fallback: CurrencySettings | undefined): void {
  if (ratesRead !== 'loaded') configureCurrency(fallback);
  if (ratesRead !== 'never') return;
  ratesRead = 'following';
  const read = async () => {
    const loaded = await loadCurrencyRates();
    if (loaded) ratesRead = 'loaded';
    setTimeout(read, loaded ? CURRENCY_RATES_MAX_AGE_SECONDS * 1000 : RATES_RETRY_MS).unref();
  };
  void read();
}

/** Once at start, and again when the runtime config changes. */
export function configureStorefront(settings: StorefrontSettings): void {
  configureApi({
    baseUrl: settings.apiBase,
    serverOrigin: settings.gateway,
    headers: () => requestHeaders.getStore() ?? {},
    fetch: gatewayFetch,
  });
  followCurrencyRates(settings.currency);
  configureServerRegions(settings.serverRemotes, settings.regionTimeoutMs);
}

export { forgetServerRemote, refreshServerRemote } from './federation/server-regions';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DEFAULT_DESCRIPTION = 'Italian handcrafted leather footwear, jackets and accessories.';

function headOf(meta: PageMeta, url: URL): string {
  const title = pageTitle(meta.title);
  const description = meta.description ? metaDescription(meta.description) : DEFAULT_DESCRIPTION;
  const canonical = new URL(meta.canonicalPath ?? url.pathname, url.origin).href;
  const image =
    meta.image && !meta.image.startsWith('data:')
      ? new URL(meta.image, url.origin).href
      : undefined;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeAttribute(SHOP_NAME)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(canonical)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeAttribute(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttribute(title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(description)}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeAttribute(image)}" />`] : []),
  ];
  return tags.join('\n    ');
}

/** Renders one address of the storefront, waiting for its data and regions (bounded by the deadline). */
export function renderPage(request: PageRequest): Promise<RenderedPage> {
  const url = new URL(request.url, request.origin);
  let status = 200;
  let meta: PageMeta = { title: '' };
  const page: ServerRender = {
    origin: url.origin,
    queries: new QueryStore(),
    currency: request.currency,
    setStatus: (code) => (status = code),
    setMeta: (asked) => (meta = asked),
  };
  const navigator = {
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    go: () => undefined,
    push: () => undefined,
    replace: () => undefined,
  };

  return new Promise((resolve, reject) => {
    let failed = false;
    let complete = true;
    const stream = requestHeaders.run(request.apiHeaders, () =>
      renderToPipeableStream(
        <StrictMode>
          <ServerRenderContext value={page}>
            <Router location={`${url.pathname}${url.search}`} navigator={navigator} static>
              <AppRoutes />
            </Router>
          </ServerRenderContext>
        </StrictMode>,
        {
          // Sent whole once all is ready, each region stays in place rather than following the
          // page in a hidden element a script moves in: readers that run no scripts see it there.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            if (failed) return;
            const chunks: Buffer[] = [];
            const sink = new PassThrough();
            sink.on('data', (chunk: Buffer) => chunks.push(chunk));
            sink.on('end', () => {
              const queries = page.queries.dehydrate();
              // An answer the API could not give (down, 5xx) leaves a page not worth keeping.
              const unanswered = Object.values(queries).some(
                (query) =>
                  'error' in query && !(query.error.status >= 400 && query.error.status < 500),
              );
              const whole = complete && !unanswered;
              // Until the server has the shop's rates, the browser reads them itself.
              const shopRates = ratesRead === 'loaded';
              const state: PageState = {
                queries,
                ...(request.currency && { currency: request.currency }),
                ...(shopRates && { rates: currencySettings() }),
              };
              resolve({
                status,
                head: headOf(meta, url),
                body: Buffer.concat(chunks).toString('utf8'),
                state: jsonForScript(state),
                regions: regionsOf(page),
                complete: whole,
                keep: whole && shopRates,
              });
            });
            stream.pipe(sink);
          },
          onShellError(error) {
            failed = true;
            reject(error);
          },
          onError(error) {
            complete = false;
            // A region left to the browser is expected; anything else is worth a line.
            if ((error as { digest?: string } | null)?.digest === REGION_RENDERED_IN_BROWSER) {
              return REGION_RENDERED_IN_BROWSER;
            }
            console.warn('[storefront] rendering in the browser instead:', error);
            return REGION_RENDERED_IN_BROWSER;
          },
        },
      ),
    );
    setTimeout(() => stream.abort(new Error('deadline')), request.deadlineMs).unref();
  });
}

// The shop's sitemap for crawlers, served by the shell's server: the collection pages and every
// Active product's page, read from the catalogue through the gateway as a shopper's browser reads
// it (never from the catalog's database). Past SITEMAP_URLS_PER_FILE URLs the sitemaps protocol
// wants an index: /sitemap.xml then names /sitemap-1.xml, /sitemap-2.xml, ...
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The sitemaps protocol's most URLs in one file. */
export const SITEMAP_URLS_PER_FILE = 50000;

/** The storefront's pages that are not a product's (shell/src/routes.ts): home and collection. */
export const COLLECTION_PAGES = ['/', '/collection'];

const productPage = (productId) => `/product/${encodeURIComponent(productId)}`;

// The catalog's largest page (MAX_PAGE_SIZE in packages/contracts/src/product-query.ts).
const CATALOGUE_PAGE_SIZE = 100;
const SITEMAPS_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
// Crawlers and caches may keep it an hour: a new product waits at most that long to be named.
const SITEMAP_CACHE = 'public, max-age=3600';
const RETRY_AFTER_SECONDS = 60;
// The URLs are written at the request's origin: a shared cache keeps one copy per origin.
const VARY_BY_ORIGIN = 'Host, X-Forwarded-Host, X-Forwarded-Proto';
const NUMBERED_SITEMAP = /^\/sitemap-([1-9][0-9]*)\.xml$/;

class GatewayUnavailable extends Error {}

const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);

/** The first value of a header a chain of proxies may have added to. */
const firstValue = (header) => header?.split(',')[0].trim() || undefined;

/** The origin the shopper (or crawler) used: the proxy's X-Forwarded-Host/Proto, else Host. */
export function siteOrigin(request) {
  const host = firstValue(request.headers['x-forwarded-host']) ?? request.headers.host ?? '';
  const scheme =
    firstValue(request.headers['x-forwarded-proto']) ??
    (request.socket.encrypted ? 'https' : 'http');
  return `${scheme}://${host}`;
}

/** A page of Active products, as GET /api/product?page&limit gives the storefront. */
async function productPageOf(gateway, page) {
  const url = new URL('/api/product', gateway);
  url.searchParams.set('page', String(page));
  url.searchParams.set('limit', String(CATALOGUE_PAGE_SIZE));
  const answer = await fetch(url).catch(() => undefined);
  const body = answer?.ok ? await answer.json().catch(() => undefined) : undefined;
  if (!body?.success || !Array.isArray(body.data) || !body.pagination) {
    throw new GatewayUnavailable();
  }
  return body;
}

/** The catalogue's Active products from index `start` to `end` (exclusive), newest first. */
async function productsBetween(gateway, start, end) {
  const products = [];
  const firstPage = Math.floor(start / CATALOGUE_PAGE_SIZE) + 1;
  const lastPage = Math.floor((end - 1) / CATALOGUE_PAGE_SIZE) + 1;
  for (let page = firstPage; page <= lastPage; page += 1) {
    const { data } = await productPageOf(gateway, page);
    products.push(...data);
    if (data.length < CATALOGUE_PAGE_SIZE) break;
  }
  const skipped = (firstPage - 1) * CATALOGUE_PAGE_SIZE;
  return products.slice(start - skipped, end - skipped);
}

const urlEntry = (origin, { page, lastmod }) =>
  `<url><loc>${escapeXml(origin + page)}</loc>${
    lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
  }</url>`;

const urlSet = (origin, entries) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAPS_NAMESPACE}">\n${entries
    .map((entry) => urlEntry(origin, entry))
    .join('\n')}\n</urlset>\n`;

const sitemapIndex = (origin, files) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAPS_NAMESPACE}">\n${Array.from(
    { length: files },
    (_, n) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${n + 1}.xml`)}</loc></sitemap>`,
  ).join('\n')}\n</sitemapindex>\n`;

/**
 * The entries from URL index `start` to `end`: the collection pages first, then the products. The
 * catalogue is read only for the products the range covers.
 */
async function entriesBetween(gateway, start, end) {
  const collection = COLLECTION_PAGES.slice(start, end).map((page) => ({ page }));
  const from = Math.max(start - COLLECTION_PAGES.length, 0);
  const to = end - COLLECTION_PAGES.length;
  if (to <= from) return collection;
  const products = await productsBetween(gateway, from, to);
  return [
    ...collection,
    ...products.map((product) => ({ page: productPage(product._id), lastmod: product.updatedAt })),
  ];
}

function send(request, response, status, headers, body) {
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * A handler for /sitemap.xml, /sitemap-<n>.xml and /robots.txt (the build's, with the sitemap
 * named at this request's origin); `upstream()` gives the gateway's base URL. Answers false for
 * any other path.
 */
export function createSitemap({ root, upstream, urlsPerFile = SITEMAP_URLS_PER_FILE }) {
  async function sitemap(request, pathname) {
    const gateway = await upstream().catch(() => undefined);
    if (!gateway) throw new GatewayUnavailable();
    const origin = siteOrigin(request);
    const { pagination } = await productPageOf(gateway, 1);
    const total = COLLECTION_PAGES.length + pagination.total;
    const files = Math.ceil(total / urlsPerFile);
    if (pathname === '/sitemap.xml') {
      if (files <= 1) return urlSet(origin, await entriesBetween(gateway, 0, total));
      return sitemapIndex(origin, files);
    }
    const n = Number(NUMBERED_SITEMAP.exec(pathname)[1]);
    if (files <= 1 || n > files) return undefined;
    const start = (n - 1) * urlsPerFile;
    return urlSet(
      origin,
      await entriesBetween(gateway, start, Math.min(start + urlsPerFile, total)),
    );
  }

  async function serveSitemap(request, response, pathname) {
    try {
      const body = await sitemap(request, pathname);
      if (body === undefined) {
        return send(
          request,
          response,
          404,
          { 'content-type': 'text/plain; charset=utf-8' },
          '404\n',
        );
      }
      send(
        request,
        response,
        200,
        {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': SITEMAP_CACHE,
          vary: VARY_BY_ORIGIN,
        },
        body,
      );
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) console.error('[static-server] sitemap', error);
      send(
        request,
        response,
        503,
        {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': String(RETRY_AFTER_SECONDS),
        },
        '503\n',
      );
    }
  }

  // robots.txt must name the sitemap by an absolute URL, so it is written per origin.
  async function serveRobots(request, response) {
    const rules = await readFile(path.join(root, 'robots.txt'), 'utf8').catch(() => '');
    const body = `${rules.replace(/\n*$/, '\n')}\nSitemap: ${siteOrigin(request)}/sitemap.xml\n`;
    send(
      request,
      response,
      200,
      {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
        vary: VARY_BY_ORIGIN,
      },
      body,
    );
  }

  return function answerCrawler(request, response, pathname) {
    if (pathname === '/robots.txt') {
      serveRobots(request, response);
      return true;
    }
    if (pathname === '/sitemap.xml' || NUMBERED_SITEMAP.test(pathname)) {
      serveSitemap(request, response, pathname);
      return true;
    }
    return false;
  };
}

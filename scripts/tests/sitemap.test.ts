import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { startSpaServer, stopScript } from './processes';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ROBOTS = readFileSync(path.resolve(__dirname, '../../shell/public/robots.txt'), 'utf8');

/** The Active products the stand-in gateway lists, newest first. */
const CATALOGUE = [
  { _id: '7d1c1f0e-3a56-4f0b-9a53-0c1f4a1e0001', updatedAt: '2026-11-20T10:00:00.000Z' },
  { _id: '7d1c1f0e-3a56-4f0b-9a53-0c1f4a1e0002', updatedAt: '2026-11-18T09:30:00.000Z' },
  { _id: '7d1c1f0e-3a56-4f0b-9a53-0c1f4a1e0003' },
];

/**
 * A stand-in gateway answering GET /api/product?page&limit as the catalog does (a page of
 * Active products and its pagination), or 500 while `failing`.
 */
function startGateway(): Promise<{ server: Server; url: string; state: { failing: boolean } }> {
  const state = { failing: false };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (state.failing || url.pathname !== '/api/product') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ success: false, message: 'Internal server error' }));
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const data = CATALOGUE.slice((page - 1) * limit, page * limit).map((product) => ({
      ...product,
      name: 'Oxford',
      status: 'Active',
    }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        success: true,
        data,
        pagination: {
          page,
          pages: Math.ceil(CATALOGUE.length / limit),
          total: CATALOGUE.length,
          limit,
        },
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** The document, parsed strictly as XML: a document that is not well-formed throws. */
function parseXml(text: string): Document {
  const document = new new JSDOM().window.DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const locs = (document: Document) =>
  [...document.getElementsByTagNameNS(SITEMAP_NAMESPACE, 'loc')].map((loc) => loc.textContent);

describe("the shell's sitemap, read from the catalogue through the gateway", () => {
  let dir: string;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let shell: ChildProcess;
  let splitShell: ChildProcess;
  let base: string;
  let splitBase: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(path.join(dir, 'dist/robots.txt'), ROBOTS);
    gateway = await startGateway();
    ({ child: shell, base } = await startSpaServer(path.join(dir, 'dist'), [
      '--api-upstream',
      gateway.url,
    ]));
    ({ child: splitShell, base: splitBase } = await startSpaServer(path.join(dir, 'dist'), [
      '--api-upstream',
      gateway.url,
      '--sitemap-urls-per-file',
      '2',
    ]));
  });

  afterAll(async () => {
    await Promise.all([stopScript(shell), stopScript(splitShell)]);
    await new Promise((resolve) => gateway.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    gateway.state.failing = false;
  });

  it('lists the collection pages and every Active product, at the origin the shopper used', async () => {
    const res = await fetch(`${base}/sitemap.xml`, {
      headers: { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const document = parseXml(await res.text());
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NAMESPACE);
    expect(locs(document)).toEqual([
      'https://shop.example/',
      'https://shop.example/collection',
      ...CATALOGUE.map((product) => `https://shop.example/product/${product._id}`),
    ]);
    const lastmods = [...document.getElementsByTagNameNS(SITEMAP_NAMESPACE, 'lastmod')].map(
      (lastmod) => lastmod.textContent,
    );
    expect(lastmods).toEqual(['2026-11-20T10:00:00.000Z', '2026-11-18T09:30:00.000Z']);
  });

  it("takes the Host header's origin when no proxy names one, and escapes it", async () => {
    const res = await fetch(`${base}/sitemap.xml`, {
      headers: { 'x-forwarded-host': 'shop.example&<x>' },
    });
    const text = await res.text();
    expect(text).toContain('http://shop.example&amp;&lt;x&gt;/collection');
    expect(locs(parseXml(text))).toContain('http://shop.example&<x>/collection');

    const plain = parseXml(await (await fetch(`${base}/sitemap.xml`)).text());
    expect(locs(plain)).toContain(`${base}/collection`);
  });

  it('names the sitemap in robots.txt and keeps the back office closed to crawlers', async () => {
    const res = await fetch(`${base}/robots.txt`, {
      headers: { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Allow: /');
    expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  });

  it('becomes an index of numbered sitemaps past the number of URLs a sitemap may hold', async () => {
    const index = parseXml(await (await fetch(`${splitBase}/sitemap.xml`)).text());
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe(SITEMAP_NAMESPACE);
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${splitBase}/sitemap-${n}.xml`));

    const listed = [];
    for (const n of [1, 2, 3]) {
      const res = await fetch(`${splitBase}/sitemap-${n}.xml`);
      expect(res.status).toBe(200);
      const part = parseXml(await res.text());
      expect(part.documentElement.localName).toBe('urlset');
      expect(locs(part).length).toBeLessThanOrEqual(2);
      listed.push(...locs(part));
    }
    expect(listed).toEqual([
      `${splitBase}/`,
      `${splitBase}/collection`,
      ...CATALOGUE.map((product) => `${splitBase}/product/${product._id}`),
    ]);
    expect((await fetch(`${splitBase}/sitemap-4.xml`)).status).toBe(404);
  });

  it('answers 503, not the shop page, while the gateway fails', async () => {
    gateway.state.failing = true;
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@shop/contracts';
import {
  COLLECTION_PAGE_SIZE,
  formatPrice,
  pageTitle,
  type CurrencySettings,
} from '@shop/storefront-sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { eventually } from '../platform/shop-calls';
import { closeJourney, openJourney, signIn } from '../support/journey';
import { buildRelease, deploy, listenerPid } from '../support/remote-release';
import { adminToken, shopperToken } from '../support/shopper-token';
import type { TestPlatform } from '../support/test-platform';

jest.setTimeout(120_000);

/** The catalogue's build as `npm run build` made it. */
const CATALOG_BUILD = path.resolve(__dirname, '../../mf-catalog/dist');
const NEW_RELEASE = 'catalogue-released-alone';
/** The storefront looks at the remotes' server builds every 2 s; a release shows well within this. */
const RELEASE_SEEN_WITHIN_MS = 10_000;
/** A name that would run a script if any part of the page put it into the markup unescaped, and
 * would be read as a replacement pattern if the page were put together with one. */
const HOSTILE_NAME = "</script><img src=x onerror=alert(1)> $' $&";

interface SearchAnswer {
  data: Product[];
}

/** Collects what a page reports as wrong: console errors and warnings, uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

describe('the storefront rendered on the server', () => {
  let platform: TestPlatform;
  let browser: Browser;
  /** Reads HTML as a client that runs no scripts: parsed, nothing fetched, nothing run. */
  let reader: BrowserContext;
  let currency: CurrencySettings | undefined;
  let product: Product;
  const work = mkdtempSync(path.join(tmpdir(), 'server-rendering-'));
  // mf-catalog is served from a folder of its own, so that its releases can be deployed into it.
  const served = path.join(work, 'served');

  const shop = (route: string) => `${platform.urls.shop}${route}`;
  const api = async <T>(route: string): Promise<T> =>
    (await (await fetch(`${platform.urls.api}${route}`)).json()) as T;
  /** The HTML the shop answers `route` with, as plain fetch gets it. */
  const serverPage = async (route: string) => {
    const answer = await fetch(shop(route));
    return { status: answer.status, html: await answer.text() };
  };
  const parse = async (html: string): Promise<Page> => {
    const page = reader.pages()[0] ?? (await reader.newPage());
    await page.setContent(html);
    return page;
  };
  /** Prices as the shop shows them to a first visit: Pakistani rupees. */
  const inRupees = (amountUsd: number) => formatPrice(amountUsd, 'PKR', currency);

  beforeAll(async () => {
    cpSync(CATALOG_BUILD, served, { recursive: true });
    ({ platform, browser } = await openJourney({
      platform: { frontendDirs: { 'mf-catalog': served } },
      // A first visit: no currency chosen, so the shop's own default.
      browser: { displayCurrency: null },
    }));
    reader = await browser.newContext({ javaScriptEnabled: false });
    await reader.route('**/*', (route) => route.abort());
    // The HTML is all there is: nothing to wait for.
    reader.setDefaultTimeout(1_000);
    currency = (
      (await (await fetch(shop('/runtime-config.json'))).json()) as {
        currency?: CurrencySettings;
      }
    ).currency;
    const shoes = await api<SearchAnswer>('/api/product/search?subcategory=Shoes&limit=24');
    product = shoes.data.find((candidate) => candidate.stockQuantity > 0)!;
  }, 240_000);

  afterAll(async () => {
    await closeJourney({ platform, browser });
    rmSync(work, { recursive: true, force: true });
  });

  /** The head tags a link preview or a search engine reads. */
  const headOf = (page: Page) =>
    page.evaluate(() => {
      const content = (key: string) =>
        document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)
          ?.content;
      return {
        title: document.title,
        descriptions: document.head.querySelectorAll('meta[name="description"]').length,
        description: content('description'),
        canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]'), (link) =>
          link.getAttribute('href'),
        ),
        'og:title': content('og:title'),
        'og:description': content('og:description'),
        'og:url': content('og:url'),
        'og:type': content('og:type'),
        'og:image': content('og:image'),
        'twitter:card': content('twitter:card'),
      };
    });
  /** Each product tile of a list: its name and its whole text (price, brand, badge). */
  const tilesOf = (page: Page, list: string) =>
    page.locator(`main ul[aria-label="${list}"] > li`).evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('h3')?.textContent,
        text: item.textContent,
      })),
    );
  const shownAs = (products: Product[]) =>
    products.map((shown) => ({
      name: shown.name,
      text: expect.stringContaining(inRupees(shown.effectivePrice)) as unknown,
    }));

  it.each([
    {
      route: '/',
      list: 'Featured products',
      title: 'Italian handcrafted leather shoes and jackets',
      search: 'sortBy=newest&limit=4',
    },
    {
      route: '/collection',
      list: 'Products',
      title: 'The Collection',
      search: `sortBy=relevant&page=1&limit=${COLLECTION_PAGE_SIZE}`,
    },
    {
      route: '/collection?category=Men',
      list: 'Products',
      title: "Men's Collection",
      search: `category=Men&sortBy=relevant&page=1&limit=${COLLECTION_PAGE_SIZE}`,
    },
  ])('sends $route with its products, their prices in rupees and its head tags', async (view) => {
    const expected = await api<SearchAnswer>(`/api/product/search?${view.search}`);
    const { status, html } = await serverPage(view.route);
    expect(status).toBe(200);
    const page = await parse(html);
    expect(await tilesOf(page, view.list)).toEqual(shownAs(expected.data));
    const head = await headOf(page);
    expect(head).toEqual({
      title: pageTitle(view.title),
      descriptions: 1,
      description: expect.stringMatching(/\S/),
      canonical: [shop(view.route)],
      'og:title': pageTitle(view.title),
      'og:description': head.description,
      'og:url': shop(view.route),
      'og:type': 'website',
      'og:image': undefined,
      'twitter:card': 'summary',
    });
  });

  it('sends a product page with its price, preview tags and schema.org Product', async () => {
    const route = `/product/${product._id}`;
    const { status, html } = await serverPage(route);
    expect(status).toBe(200);
    const page = await parse(html);
    expect(await page.locator('main h1').textContent()).toBe(product.name);
    expect(await page.locator('main').textContent()).toContain(inRupees(product.effectivePrice));
    const firstImage = product.images.find((image) => image.isPrimary) ?? product.images[0];
    expect(await headOf(page)).toEqual({
      title: pageTitle(product.name),
      descriptions: 1,
      description: expect.stringContaining(product.name),
      canonical: [shop(route)],
      'og:title': pageTitle(product.name),
      'og:description': expect.stringContaining(product.name),
      'og:url': shop(route),
      'og:type': 'product',
      'og:image': new URL(firstImage.url, shop('/')).href,
      'twitter:card': 'summary_large_image',
    });
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    expect(structured).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: product.effectivePrice.toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        }),
      }),
    ]);
  });

  it.each([
    ['an unknown product', '/product/00000000-0000-4000-8000-000000000000', 'Product not found'],
    ['a product address that names none', '/product/nope', 'Product not found'],
    ['an unknown page', '/no-such-page', "The page you're looking for doesn't exist."],
  ])('answers %s (%s) with 404 and says so in the HTML', async (_what, route, text) => {
    const { status, html } = await serverPage(route);
    expect(status).toBe(404);
    expect(await (await parse(html)).locator('main').textContent()).toContain(text);
  });

  /** A derby as the back office's form sends it (POST, or PUT to change it), with one picture. */
  const saveDerby = async (name: string, base: number, id?: string) => {
    const picture = await sharp({
      create: { width: 640, height: 800, channels: 3, background: '#5a3a22' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields = {
      name,
      description: 'A plain derby; its name is the test.',
      brand: 'Leather & Last',
      category: 'Men',
      subcategory: 'Shoes',
      status: 'Active',
      sku: '',
      price: JSON.stringify({ base }),
      shoeDetails: JSON.stringify({
        style: 'Formal',
        sizes: [{ sizeLabel: 'EU 42', stock: 4, available: true }],
        materials: [],
      }),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (!id) {
      form.append(
        'images',
        new Blob([new Uint8Array(picture)], { type: 'image/png' }),
        'derby.png',
      );
    }
    const saved = await fetch(`${platform.urls.api}/api/product${id ? `/${id}` : ''}`, {
      method: id ? 'PUT' : 'POST',
      headers: { authorization: `Bearer ${adminToken(platform)}` },
      body: form,
    });
    expect(saved.status).toBe(id ? 200 : 201);
    return ((await saved.json()) as { data: Product }).data;
  };

  it('sends a price change in the page it kept within a second', async () => {
    const derby = await saveDerby('Cached Derby', 210);
    const route = `/product/${derby._id}`;
    // Kept once the catalogue's events of the new product have passed.
    await eventually(async () => {
      const kept = await fetch(shop(route));
      expect(kept.headers.get('x-cache')).toBe('HIT');
      expect(kept.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
      expect(await kept.text()).toContain(inRupees(210));
    }, 10_000);

    await saveDerby('Cached Derby', 240, derby._id);
    const changedAt = Date.now();
    let html = '';
    while (Date.now() - changedAt < 1_000 && !html.includes(inRupees(240))) {
      html = (await serverPage(route)).html;
    }
    expect(html).toContain(inRupees(240));
    expect(html).not.toContain(inRupees(210));
  });

  it('shows a product name that reads as markup as text, in its page and the collection', async () => {
    const hostile = await saveDerby(HOSTILE_NAME, 210);

    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [route, shown] of [
      [`/product/${hostile._id}`, page.getByRole('heading', { level: 1, name: HOSTILE_NAME })],
      ['/collection?sortBy=newest', page.locator('main h3', { hasText: HOSTILE_NAME })],
    ] as const) {
      const { html } = await serverPage(route);
      expect(html).not.toContain('<img src=x');
      await page.goto(shop(route));
      await shown.first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      const state = await page.evaluate(
        () => JSON.parse(document.getElementById('shop-page-state')?.textContent ?? '') as unknown,
      );
      expect(JSON.stringify(state)).toContain(JSON.stringify(HOSTILE_NAME));
    }
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('hydrates what it sent without asking for it again, and the page then answers', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = problemsOf(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      requested.push(`${pathname}${search}`);
    });
    await page.goto(shop('/'));
    await signIn(page, shopperToken(platform));

    const pages = [
      { route: '/', asked: [] },
      // Its related products, below the fold, are the browser's to choose.
      {
        route: `/product/${product._id}`,
        asked: [`/api/product/search?category=${product.category}&sortBy=popular&limit=16`],
      },
      { route: '/collection', asked: [] },
    ];
    for (const { route, asked } of pages) {
      requested.length = 0;
      await page.goto(shop(route));
      // React marks each element it has taken over; the page's heading is the last to be.
      await page.waitForFunction(() => {
        const heading = document.querySelector('main h1');
        return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
      });
      await page.waitForLoadState('networkidle');
      expect(requested.filter((address) => address.startsWith('/api/product'))).toEqual(asked);
    }
    expect(problems).toEqual([]);

    // Live: a tile opens its product within the page, and the cart takes it.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const tile = page.locator('main ul[aria-label="Products"] a[href^="/product/"]').first();
    const opened = await tile.getAttribute('href');
    await tile.click();
    await page.waitForURL(`**${opened}`);
    await page.locator('main h1').waitFor();
    const sizes = page.getByRole('group', { name: 'Select size' }).getByRole('button');
    await sizes.first().click();
    await page.getByRole('button', { name: /add to cart/i }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('paints the first screen before it starts its scripts, with the region styles it holds', async () => {
    const { html } = await serverPage(`/product/${product._id}`);
    // The region's style sheet is in the page: the first paint waits for nothing from the
    // remote's origin, and nothing the shell runs is parsed before it.
    expect(html).toMatch(
      /<style data-href="[^"]+\/__federation_expose_ProductRoute\.[^"]+\.css">[^<]+<\/style>/,
    );
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+__federation_expose/);
    expect(html).not.toMatch(/<script[^>]* src=/);

    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.addInitScript(() => {
      const seen = { painted: -1, started: -1, picturesShown: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-contentful-paint') seen.painted = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver((records) => {
        const added = records.flatMap((record) => Array.from(record.addedNodes));
        if (
          seen.started >= 0 ||
          !added.some((node) => node instanceof HTMLScriptElement && node.src)
        )
          return;
        seen.started = performance.now();
        seen.picturesShown = Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((image) => image.complete);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(shop(`/product/${product._id}`));
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
    });
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            seen: { painted: number; started: number; picturesShown: boolean };
          }
        ).seen,
    );
    expect(seen.painted).toBeGreaterThan(0);
    expect(seen.started).toBeGreaterThan(seen.painted);
    expect(seen.picturesShown).toBe(true);
    // The style sheet it held is linked as the scripts start, where the remote's loader finds it.
    const sheets = await page
      .locator('link[rel="stylesheet"][href*="__federation_expose_ProductRoute"]')
      .count();
    expect(sheets).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers clicks given before its scripts have started, in order, once they have', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // A slow network: the shell's script takes a second and a half to come.
    await context.route('**/main.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(shop('/faq'));
    await signIn(page, shopperToken(platform));
    await page.goto(shop(`/product/${product._id}`), { waitUntil: 'domcontentloaded' });
    const hydrated = () =>
      page.evaluate(() => {
        const heading = document.querySelector('main h1');
        return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
      });
    expect(await hydrated()).toBe(false);
    await page.getByRole('group', { name: 'Select size' }).getByRole('button').first().click();
    expect(await hydrated()).toBe(false);
    await page.getByRole('button', { name: /add to cart/i }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  describe('a release of mf-catalog whose server code fails', () => {
    let names: string[];

    beforeAll(async () => {
      const first = await api<SearchAnswer>(
        `/api/product/search?sortBy=relevant&page=1&limit=${COLLECTION_PAGE_SIZE}`,
      );
      names = first.data.map((shown) => shown.name);
    });

    /** A copy of the catalogue's build with its server half changed by `breakServer`. */
    const brokenRelease = (name: string, breakServer: (server: string) => void) => {
      const build = path.join(work, name);
      cpSync(CATALOG_BUILD, build, { recursive: true });
      breakServer(path.join(build, 'server'));
      return build;
    };
    /** The names of the product tiles in the HTML the server sends for /collection. */
    const sentNames = async () =>
      (await tilesOf(await parse((await serverPage('/collection')).html), 'Products')).map(
        (tile) => tile.name,
      );
    const rendersOnServer = async () => expect(await sentNames()).toEqual(names);
    const rendersInBrowser = async () => expect(await sentNames()).toEqual([]);

    it.each([
      ['without its server build', (server: string) => rmSync(server, { recursive: true })],
      [
        'whose server entry throws as it loads',
        (server: string) => {
          writeFileSync(
            path.join(server, 'remoteEntry.js'),
            "throw new Error('mf_catalog: a broken server build');\n",
          );
          // Another build: its manifest names another version.
          const manifestFile = path.join(server, 'mf-manifest.json');
          const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
            metaData: { buildInfo: { buildVersion: string } };
          };
          manifest.metaData.buildInfo.buildVersion = 'broken';
          writeFileSync(manifestFile, JSON.stringify(manifest));
        },
      ],
    ])(
      'sends the frame of /collection %s, and the browser shows its products',
      async (name, breakServer) => {
        await eventually(rendersOnServer, RELEASE_SEEN_WITHIN_MS);
        deploy(brokenRelease(name.replace(/\W+/g, '-'), breakServer), served);
        await eventually(rendersInBrowser, RELEASE_SEEN_WITHIN_MS);

        const { status, html } = await serverPage('/collection');
        expect(status).toBe(200);
        // Part of it is left to the browser: its scripts start as the page is read.
        expect(html).toMatch(/<script defer(?:="defer")? src="\/main\.[^"]+\.js"><\/script>/);
        // The shell's frame, without the products: neither tiles nor their data in the page.
        const sent = await parse(html);
        expect(await sent.locator('header a[aria-label="Leather & Last, home"]').count()).toBe(1);
        expect(await sent.locator('footer').count()).toBe(1);
        expect(await tilesOf(sent, 'Products')).toEqual([]);
        const state = await sent.evaluate(
          () =>
            JSON.parse(document.getElementById('shop-page-state')?.textContent ?? '') as {
              queries: Record<string, unknown>;
            },
        );
        expect(Object.keys(state.queries).filter((key) => key.includes('"products"'))).toEqual([]);

        const context = await browser.newContext();
        const page = await context.newPage();
        const problems = problemsOf(page);
        const searched: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/product/search')
            searched.push(request.url());
        });
        await page.goto(shop('/collection'));
        await page.waitForFunction(
          (expected) =>
            JSON.stringify(
              Array.from(
                document.querySelectorAll('main ul[aria-label="Products"] h3'),
                (heading) => heading.textContent,
              ),
            ) === JSON.stringify(expected),
          names,
        );
        expect(searched.length).toBeGreaterThan(0);
        expect(problems).toEqual([]);
        await context.close();

        // The whole build back: rendered on the server again.
        deploy(CATALOG_BUILD, served);
        await eventually(rendersOnServer, RELEASE_SEEN_WITHIN_MS);
      },
    );
  });

  it('renders a product page from a remote released alone within seconds, the shell untouched', async () => {
    const route = `/product/${product._id}`;
    const releaseOf = async () =>
      (await parse((await serverPage(route)).html))
        .locator('main article[data-release]')
        .getAttribute('data-release');
    /** The shell's own scripts and style sheets the page names (those of its origin). */
    const shellFiles = async () =>
      (await parse((await serverPage(route)).html))
        .locator('script[src^="/"], link[rel="stylesheet"][href^="/"]')
        .evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href')),
        );
    const shellPort = Number(new URL(platform.urls.shop).port);
    const before = { pid: listenerPid(shellPort), files: await shellFiles() };
    expect(before.files.length).toBeGreaterThan(0);
    const current = await releaseOf();
    expect(current).toBeTruthy();
    expect(current).not.toBe(NEW_RELEASE);

    // The catalogue team builds and deploys its remote; the shell is neither rebuilt nor restarted.
    const build = path.join(work, 'build');
    buildRelease('mf-catalog', NEW_RELEASE, build);
    deploy(build, served);
    await eventually(
      async () => expect(await releaseOf()).toBe(NEW_RELEASE),
      RELEASE_SEEN_WITHIN_MS,
    );

    expect({ pid: listenerPid(shellPort), files: await shellFiles() }).toEqual(before);
  });
});

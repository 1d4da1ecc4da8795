// The storefront server: the shell's pages rendered on the server (docs/frontends.md, "Rendered
// on the server"). It renders with the shell's server build (`server/server.js` beside the
// shell's browser build) and each remote's server build, loaded at run time from the remote's
// own address: `<remote>/server/remoteEntry.js` beside the manifest the runtime config names,
// or the address `serverRemotes` gives. It watches each remote's server manifest, so a remote
// released alone is rendered from its new build within seconds, with no restart.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { forwardedHeaders } from './api-proxy.mjs';
import { createHtmlCache } from './html-cache.mjs';
import { siteOrigin } from './sitemap.mjs';

/** How often the remotes' server manifests are looked at for a new release. */
export const RELEASE_CHECK_MS = 2_000;
/** How long a remote's server code may take to load before the browser renders its region. */
const REGION_TIMEOUT_MS = 1_500;
/** How long a page may take in all; what is not rendered by then is left to the browser. */
const PAGE_DEADLINE_MS = 3_000;
const STATE_SCRIPT_ID = 'shop-page-state';
/** How long a shared cache (a CDN) may answer with a page after it is stale, while it asks again. */
const STALE_WHILE_REVALIDATE_SECONDS = 300;
const CURRENCY_CODE = /^[A-Z]{3}$/;
const CURRENCY_COOKIE = 'shop_currency';

const require = createRequire(import.meta.url);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** The shell's own scripts in the build's page, which a rendered page starts later. */
const SHELL_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * Starts the shell's scripts once the first screen is painted: after a frame in which every
 * picture of the first screen has loaded and the browser is idle, or at the shopper's first touch
 * or key, whichever comes first (at the page's load in a tab opened behind, which paints no
 * frames, and a second after it wherever frames do not come). The page reads whole before them,
 * and a phone spends its first second painting it rather than compiling the code that makes it
 * interactive. The style sheets the page holds
 * (`<style data-href>`) are linked then too, where the remotes' chunk loaders look for them.
 *
 * A button, checkbox or label clicked before React has taken it over (hydrated it: React marks
 * each element it has with a `__reactFiber$` key) is held, not lost, and clicked again, in order,
 * as soon as React has it, one click a task so the page has answered one before the next. Links
 * work on their own. (The script is sent on one line: no `//` comments in it.)
 */
export function scriptStarter(sources) {
  const script = `(function () {
    var sources = ${JSON.stringify(sources).replace(/</g, '\\u003c')}, d = document, w = window;
    var started = false, held = [], waiting = false, replaying = false;
    var CLICKABLE = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], label';
    function start() {
      if (started) return;
      started = true;
      [].forEach.call(d.querySelectorAll('style[data-href]'), function (style) {
        var link = d.createElement('link');
        link.rel = 'stylesheet';
        link.href = style.getAttribute('data-href');
        d.head.appendChild(link);
      });
      sources.forEach(function (src) {
        var script = d.createElement('script');
        script.src = src;
        script.async = false;
        d.body.appendChild(script);
      });
    }
    function taken(element) {
      return Object.keys(element).some(function (key) { return key.indexOf('__reactFiber$') === 0; });
    }
    function giveBack() {
      var next = held.length && taken(held[0]) && held.shift();
      if (next) {
        replaying = true;
        next.click();
        replaying = false;
      }
      waiting = held.length > 0;
      if (waiting) setTimeout(giveBack, next ? 0 : 50);
    }
    w.addEventListener('click', function (event) {
      var target = !replaying && event.target.closest && event.target.closest(CLICKABLE);
      if (!target || target.closest('a[href]') || (!held.length && taken(target))) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(target);
      start();
      if (!waiting) giveBack();
    }, true);
    ['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach(function (type) {
      w.addEventListener(type, start, { capture: true, once: true, passive: true });
    });
    w.addEventListener('load', function () {
      if (d.visibilityState === 'hidden') start();
      else setTimeout(start, 1000);
    });
    function painted() {
      requestAnimationFrame(function () {
        (w.requestIdleCallback || setTimeout)(start, { timeout: 500 });
      });
    }
    requestAnimationFrame(function () {
      var height = w.innerHeight, left = 0;
      [].forEach.call(d.images, function (image) {
        if (image.complete) return;
        var box = image.getBoundingClientRect();
        if (box.bottom < 0 || box.top > height || !box.width) return;
        left++;
        function done() { if (--left === 0) painted(); }
        image.addEventListener('load', done);
        image.addEventListener('error', done);
      });
      if (!left) painted();
    });
  })();`;
  return `<script>${script.replace(/\n\s*/g, ' ')}</script>`;
}

/** A remote's server build, beside the browser manifest the runtime config names. */
export function serverBuildOf(manifestUrl) {
  const url = new URL(manifestUrl);
  url.pathname = url.pathname.replace(/[^/]*$/, 'server/');
  url.search = '';
  return url;
}

/**
 * What the browser loads for each module a remote exposes, from its browser manifest: the module's
 * style sheets and scripts at the addresses the browser uses, so the page links its styles (no
 * unstyled first paint) and preloads its code. Module name -> { css, js } (absolute URLs).
 */
function browserAssetsOf(manifestUrl, text) {
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    return new Map();
  }
  const base = new URL('.', manifestUrl);
  const at = (file) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const remoteEntry = entry?.name ? [at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)] : [];
  return new Map(
    (manifest.exposes ?? []).map(({ name, assets }) => [
      name,
      {
        css: (assets?.css?.sync ?? []).map(at),
        js: [...remoteEntry, ...(assets?.js?.sync ?? []).map(at)],
      },
    ]),
  );
}

/**
 * The text of each style sheet a remote's modules need, read where this server reaches the remote
 * (`reachable`, the browser build's folder), by the address the browser uses: a rendered page
 * holds them, so its first paint waits for no style sheet from another origin. Address -> text.
 */
async function stylesOf(assets, manifestUrl, reachable, read) {
  const browserBase = new URL('.', manifestUrl).href;
  const hrefs = new Set([...assets.values()].flatMap(({ css }) => css));
  const styles = new Map();
  await Promise.all(
    [...hrefs].map(async (href) => {
      if (!href.startsWith(browserBase)) return;
      const answer = await read(new URL(href.slice(browserBase.length), reachable));
      const text = answer?.ok ? await answer.text().catch(() => '') : '';
      // Kept only when it cannot end the element that holds it.
      if (text && !/<\/style/i.test(text)) styles.set(href, text);
    }),
  );
  return styles;
}

/** The value of one cookie of the request, when it has it. */
function cookie(request, name) {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * @param {object} options
 * @param {string} options.root the shell's build
 * @param {string} [options.runtimeConfig] the runtime config's file
 * @param {() => Promise<URL | undefined>} options.upstream the gateway's address
 */
export function createStorefront({ root, runtimeConfig, upstream }) {
  const ttlSeconds = Number(process.env.HTML_CACHE_SECONDS ?? 60);
  const cache = createHtmlCache({
    ttlSeconds: Number.isFinite(ttlSeconds) ? ttlSeconds : 60,
    natsUrl: process.env.NATS_URL,
    namespace: process.env.NATS_NAMESPACE,
  });
  const shellServer = path.join(root, 'server', 'server.js');
  let renderer;
  let releaseTimer;
  /** The build's page two ways, made once at start: as built, and with its scripts started late. */
  let templates;
  let config = { apiBase: '', remotes: {} };
  /** Federation name -> { entry, version, browser } of each remote rendered on the server. */
  const remotes = new Map();
  let checking;

  async function readConfig() {
    if (!runtimeConfig) return config;
    try {
      return JSON.parse(await readFile(runtimeConfig, 'utf8'));
    } catch {
      return config;
    }
  }

  /** The server manifests of the remotes, their versions, and the runtime told of any change. */
  async function checkReleases(shell) {
    config = await readConfig();
    const named = { ...config.remotes };
    await Promise.all(
      Object.entries(named).map(async ([name, manifest]) => {
        let base;
        try {
          base = config.serverRemotes?.[name]
            ? new URL('.', config.serverRemotes[name])
            : serverBuildOf(manifest);
        } catch {
          return;
        }
        const read = (url) =>
          fetch(url, { signal: AbortSignal.timeout(REGION_TIMEOUT_MS) }).catch(() => undefined);
        const answer = await read(new URL('mf-manifest.json', base));
        const text = answer?.ok ? await answer.text().catch(() => '') : '';
        if (!text) {
          // No server build (yet), or its server is down: the browser renders its regions.
          if (answer && remotes.delete(name)) {
            shell?.forgetServerRemote(name);
            cache.drop();
          }
          return;
        }
        // The browser build's manifest beside it, read where this server reaches the remote: a
        // release changes either, and the page links the browser's files.
        const browser = await read(new URL('../mf-manifest.json', base));
        const browserText = browser?.ok ? await browser.text().catch(() => '') : '';
        const version = createHash('sha256')
          .update(text)
          .update(browserText)
          .digest('hex')
          .slice(0, 16);
        if (remotes.get(name)?.version === version) return;
        const entry = new URL('remoteEntry.js', base);
        entry.searchParams.set('v', version);
        const assets = browserAssetsOf(manifest, browserText);
        remotes.set(name, {
          entry: entry.href,
          version,
          assets,
          styles: await stylesOf(assets, manifest, new URL('../', base), read),
        });
        if (shell) {
          shell.refreshServerRemote(name, entry.href);
          cache.drop();
        }
      }),
    );
  }

  let gatewayOrigin;
  let gatewayRead;

  /** The gateway's address, looked up at most once a second (the launcher's file may change). */
  function gatewayNow() {
    const now = Date.now();
    if (!gatewayRead || now - gatewayRead.at > 1_000) {
      gatewayRead = {
        at: now,
        origin: upstream().then(
          (url) => url?.origin ?? '',
          () => '',
        ),
      };
    }
    return gatewayRead.origin;
  }

  /** Tells the shell where things are; again when the gateway moves (the launcher's file). */
  function configure(shell, gateway) {
    gatewayOrigin = gateway;
    shell.configureStorefront({
      apiBase: typeof config.apiBase === 'string' ? config.apiBase : '',
      gateway,
      serverRemotes: Object.fromEntries([...remotes].map(([name, { entry }]) => [name, entry])),
      currency: config.currency,
      regionTimeoutMs: REGION_TIMEOUT_MS,
    });
  }

  async function start() {
    const shell = await require(shellServer);
    // The build's page without what each rendered page names for itself, once.
    const partial = (await readFile(path.join(root, 'index.html'), 'utf8'))
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // A page that is whole without its scripts fetches them early at low priority and starts them
    // once the first screen is painted (scriptStarter); a page left in part to the browser starts
    // them as the build's page does.
    const sources = [];
    const whole = partial.replace(SHELL_SCRIPT, (_, src) => {
      sources.push(src);
      return `<link rel="preload" as="script" fetchpriority="low" href="${src}" />`;
    });
    templates = {
      partial: { html: partial, starter: '' },
      whole: sources.length > 0 ? { html: whole, starter: scriptStarter(sources) } : undefined,
    };
    await checkReleases();
    configure(shell, await gatewayNow());
    releaseTimer = setInterval(() => {
      checking ??= checkReleases(shell).finally(() => (checking = undefined));
    }, RELEASE_CHECK_MS);
    releaseTimer.unref();
    return shell;
  }

  /** Style sheets and script preloads of the remote modules a page's regions came from. */
  function regionLinks(regions) {
    const links = [];
    for (const region of regions) {
      const [name, module] = region.split('/');
      const remote = remotes.get(name);
      const assets = remote?.assets.get(module);
      if (!assets) continue;
      for (const href of assets.css) {
        // The page's scripts link the sheet from `data-href` as they start (scriptStarter), where
        // the browser's chunk loader finds it rather than adding it once more.
        const text = remote.styles.get(href);
        links.push(
          text === undefined
            ? `<link rel="stylesheet" href="${href}" />`
            : `<style data-href="${href}">${text}</style>`,
        );
      }
      // Wanted for hydration, not for the first paint: after the styles and the pictures.
      for (const href of assets.js) {
        links.push(`<link rel="preload" as="script" fetchpriority="low" href="${href}" />`);
      }
    }
    return links;
  }

  function page(rendered) {
    // React names the pictures to fetch first as <link rel="preload"> ahead of the markup; they
    // belong in the head.
    const preloads = /^(?:<link [^>]*\/>)+/.exec(rendered.body)?.[0] ?? '';
    const body = rendered.body.slice(preloads.length);
    const head = [rendered.head, preloads, ...regionLinks(rendered.regions)].filter(Boolean);
    const { html, starter } = (rendered.complete && templates.whole) || templates.partial;
    // Replaced by functions: a string would read `$'` or `$&` in the page's text as patterns.
    return html
      .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${body}</div><script id="${STATE_SCRIPT_ID}" type="application/json">${rendered.state}</script>${starter}`,
      );
  }

  async function rendered(request, currency) {
    renderer ??= start().catch((error) => {
      renderer = undefined;
      throw error;
    });
    const shell = await renderer;
    const gateway = await gatewayNow();
    if (gateway !== gatewayOrigin) configure(shell, gateway);
    const result = await shell.renderPage({
      url: request.url,
      origin: siteOrigin(request),
      currency,
      // The gateway is near: its answers uncompressed spare both sides the work.
      apiHeaders: { ...forwardedHeaders(request), 'accept-encoding': 'identity' },
      deadlineMs: PAGE_DEADLINE_MS,
    });
    return { status: result.status, html: Buffer.from(page(result)), keep: result.keep };
  }

  /**
   * The page in the coding the client takes best, made once per kept page, on zlib's threads:
   * the JavaScript thread goes on rendering meanwhile.
   */
  async function encoded(page, acceptEncoding = '') {
    if (/\bbr\b/.test(acceptEncoding)) {
      // Quality 4: a page rendered afresh is compressed on every request, and 5 costs twice
      // the time for a few per cent fewer bytes.
      page.br ??= brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
      return { body: await page.br, coding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      page.gzip ??= gzipped(page.html, { level: 6 });
      return { body: await page.gzip, coding: 'gzip' };
    }
    return { body: page.html };
  }

  /**
   * Answers a page request with its HTML rendered on the server, or kept from an earlier render
   * (html-cache.mjs). A shopper who chose a display currency gets pages of their own: those a
   * shared cache must not keep.
   */
  return async function renderPage(request, response) {
    const chosen = cookie(request, CURRENCY_COOKIE);
    const currency = chosen && CURRENCY_CODE.test(chosen) ? chosen : undefined;
    const key = `${siteOrigin(request)}${request.url}|${currency ?? ''}`;
    let kept = cache.get(key);
    const hit = Boolean(kept);
    if (!kept) {
      const begunAt = cache.now();
      kept = await rendered(request, currency);
      // A page whose region the server could not render is not kept, nor a failure, nor prices
      // at rates other than the shop's.
      if (kept.keep && kept.status < 500) cache.set(key, kept, begunAt);
    }
    const { body, coding } = await encoded(kept, request.headers['accept-encoding']);
    response.writeHead(kept.status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control':
        currency || !cache.enabled
          ? 'private, no-cache'
          : `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
      vary: 'Accept-Encoding',
      'x-cache': hit ? 'HIT' : 'MISS',
      'x-content-type-options': 'nosniff',
      ...(coding && { 'content-encoding': coding }),
      'content-length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

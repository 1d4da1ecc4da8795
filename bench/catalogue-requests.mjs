// Reading the catalogue through the gateway as a browser does, shared by the benches that do.
import autocannon from 'autocannon';

/** What Chromium sends with every request. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/**
 * Asks `paths` in turn for `duration` seconds: over and over, or (`once`) each at most once,
 * stopping early if they run out.
 */
export function askInTurn(base, paths, { connections, duration, once = false, headers = {} }) {
  let next = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration,
    headers: { ...BROWSER_HEADERS, ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  if (once) instance.on('response', () => next >= paths.length && instance.stop());
  return instance;
}

/** Every path once, so the figures are the steady state of a shop whose pages have been seen. */
export async function warm(base, paths, headers = {}) {
  let next = 0;
  await autocannon({
    url: base,
    connections: 10,
    amount: paths.length,
    headers: { ...BROWSER_HEADERS, ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

/** Ids of Active products, newest first, for product pages. */
export async function productPaths(base, count) {
  const ids = [];
  for (let page = 1; ids.length < count; page++) {
    const body = await getJson(`${base}/api/product/search?sortBy=newest&limit=48&page=${page}`);
    if (body.data.length === 0) break;
    ids.push(...body.data.map((product) => product._id));
  }
  return ids.slice(0, count).map((id) => `/api/product/${id}`);
}

// The storefront's rendered pages kept for a while (HTML_CACHE_SECONDS), like the gateway's edge
// cache of the API's answers, and dropped the same way: every event under catalog.> (a product
// added, changed, deleted, its stock) and each catalog replica's word that its own read cache
// dropped what an event made stale. It keeps pages only while it hears those events; while NATS
// is away (or before it answers) every page is rendered afresh, and for a moment after each drop
// too, so a page rendered from an answer the gateway had not dropped yet is not kept.
import { connect, Events } from 'nats';

const CATALOG_EVENTS = 'catalog.>';
const READ_CACHE_DROPPED = 'edge.read-cache-dropped';
/** After a drop, pages are rendered but not kept for this long. */
export const SETTLE_MS = 1_000;
const MAX_ENTRIES = 5_000;
const RETRY_MS = 2_000;

const subjectOf = (namespace, subject) => (namespace ? `${namespace}.${subject}` : subject);

/**
 * @param {object} options
 * @param {number} options.ttlSeconds how long a page is kept (0: never)
 * @param {string} [options.natsUrl] NATS, one server or a comma-separated cluster; none: never kept
 * @param {string} [options.namespace] the platform's NATS namespace
 */
export function createHtmlCache({ ttlSeconds, natsUrl, namespace = '' }) {
  const pages = new Map();
  let live = false;
  let keepAfter = 0;
  let closed = false;
  let connection;

  function drop() {
    pages.clear();
    keepAfter = Date.now() + SETTLE_MS;
  }

  async function listen() {
    while (!closed) {
      try {
        connection = await connect({
          servers: natsUrl.split(',').map((url) => url.trim()),
          name: 'storefront',
          timeout: RETRY_MS,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 1000,
        });
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
        continue;
      }
      for (const subject of [CATALOG_EVENTS, READ_CACHE_DROPPED]) {
        connection.subscribe(subjectOf(namespace, subject), { callback: drop });
      }
      await connection.flush();
      drop();
      live = true;
      for await (const status of connection.status()) {
        if (status.type === Events.Disconnect) {
          live = false;
          drop();
        }
        if (status.type === Events.Reconnect) live = true;
      }
      live = false;
      return;
    }
  }

  const enabled = ttlSeconds > 0 && Boolean(natsUrl);
  if (enabled) void listen();

  return {
    enabled,

    /** A kept page for `key`, while fresh and while the events are heard. */
    get(key) {
      if (!live) return undefined;
      const page = pages.get(key);
      if (!page) return undefined;
      if (Date.now() - page.storedAt > ttlSeconds * 1000) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },

    /** Forgets every page: a remote's new release renders them anew. */
    drop,

    /** When the render began: a page begun before the last drop is not kept. */
    now: () => Date.now(),

    set(key, page, begunAt) {
      if (!live || begunAt < keepAfter) return;
      if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value);
      pages.set(key, { ...page, storedAt: Date.now() });
    },

    async close() {
      closed = true;
      live = false;
      await connection?.close().catch(() => undefined);
    },
  };
}

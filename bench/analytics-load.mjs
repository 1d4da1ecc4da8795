#!/usr/bin/env node
// The analytics service through the gateway.
// 1. POST /api/realtime-analytics/track, anonymous page views (the form every storefront page
//    sends), autocannon c=50: req/s, p99, and whether every accepted view was stored.
//    Then the gateway alone on that path, in front of a stand-in that answers every batch at once:
//    what the gateway itself can pass on this machine.
// 2. With ANALYTICS_DATABASE_URL (a PostgreSQL server; the database is emptied first): one million
//    generated page views in 250,000 sessions over 90 days, then each dashboard call asked 40
//    times in a row: p50 and p95.
//   node bench/analytics-load.mjs [seconds] [--track-only]   (--track-only: 1 and the ceiling)
import { execFileSync, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { benchToken, emptyServerDatabases, startBenchPlatform } from './platform.mjs';

const duration = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10);
const trackOnly = process.argv.includes('--track-only');
const CONNECTIONS = 50;
const serverUrl = process.env.ANALYTICS_DATABASE_URL;
const PAGE_VIEWS = 1_000_000;
const SESSIONS = 250_000;

const psql = (...commands) =>
  execFileSync(
    'psql',
    [serverUrl, '-q', '-v', 'ON_ERROR_STOP=1', ...commands.flatMap((c) => ['-c', c])],
    {
      encoding: 'utf8',
    },
  );

/**
 * Every accepted view must be stored. The requests still in flight when autocannon stops are
 * neither 2xx nor errors, but may have been stored: at most `sent - accepted` more.
 */
function verdict(accepted, stored, sent) {
  if (stored < accepted) return ` (LOST ${accepted - stored})`;
  if (stored === accepted) return ' (all)';
  return ` (all, and ${stored - accepted} of the ${sent - accepted} in flight at the stop)`;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Sessions and page views spread over the last 90 days, as the storefront would have sent them. */
function seedPageViews() {
  psql(
    `insert into visits (session_id, visitor_id, started_at, last_seen_at, landing_path, source, medium, source_type, device_type, country, city, page_views, hits)
     select 'bench-' || s, 'visitor-' || (s % 120000),
            now() - (s % 129600) * interval '1 minute',
            now() - (s % 129600) * interval '1 minute' + interval '6 minutes',
            '/', (array['google','direct','instagram','facebook','bing','newsletter'])[1 + s % 6],
            (array['organic','none','social','social','organic','email'])[1 + s % 6],
            (array['search','direct','social','social','search','campaign'])[1 + s % 6],
            (array['mobile','desktop','tablet'])[1 + s % 3],
            (array['Pakistan','United States','United Kingdom','Germany','Canada','Unknown'])[1 + s % 6],
            (array['Lahore','New York','London','Berlin','Toronto','Unknown'])[1 + s % 6],
            4, 4
     from generate_series(1, ${SESSIONS}) s`,
    `insert into page_views (session_id, visitor_id, path, title, occurred_at)
     select 'bench-' || (p % ${SESSIONS} + 1), 'visitor-' || ((p % ${SESSIONS} + 1) % 120000),
            (array['/','/collection','/product/1','/cart'])[1 + p % 4], 'Leather & Last',
            now() - ((p % ${SESSIONS} + 1) % 129600) * interval '1 minute' + (p / ${SESSIONS}) * interval '1 minute'
     from generate_series(0, ${PAGE_VIEWS - 1}) p`,
    // The rollups count the seeded visits now, not in the first dashboard call.
    'select apply_pending_visit_changes()',
    'vacuum visit_changes',
    'analyze visits',
    'analyze page_views',
  );
}

/**
 * The gateway alone, its analytics a stand-in answering each batch at once with 200s, in a
 * process of its own (bench/gateway-stand-in.mjs): in this process it would share its event loop
 * with the load generator.
 */
async function gatewayCeiling() {
  const child = spawn(
    process.execPath,
    [new URL('./gateway-stand-in.mjs', import.meta.url).pathname],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const listening = /listening (\S+)/.exec(out);
        if (listening) resolve(listening[1]);
      });
      child.once('exit', (code) => reject(new Error(`the gateway stand-in exited (${code})`)));
    });
    const result = await autocannon({
      url: `${url}/api/realtime-analytics/track`,
      connections: CONNECTIONS,
      duration,
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (bench)' },
      body: JSON.stringify({ sessionId: 'ceiling', path: '/', title: 'Leather & Last' }),
    });
    console.log(
      `the gateway alone on the same path, its service a stand-in answering at once\n  ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

async function main() {
  emptyServerDatabases([serverUrl]);
  const platform = await startBenchPlatform();
  try {
    const base = `http://127.0.0.1:${platform.ports.gateway}`;
    const auth = { authorization: `Bearer ${benchToken(platform, { isAdmin: true })}` };
    const dashboard = async (path, retries = 3) => {
      let res;
      try {
        res = await fetch(`${base}${path}`, { headers: auth });
      } catch (error) {
        // Kept-alive connections the gateway closed while the database was seeded: again.
        if (retries > 0) return dashboard(path, retries - 1);
        throw error;
      }
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const storedToday = async () =>
      (await dashboard('/api/analytics/combined?startDate=today&endDate=today')).data.overview
        .pageViews;

    const before = await storedToday();
    let n = 0;
    const result = await autocannon({
      url: `${base}/api/realtime-analytics/track`,
      connections: CONNECTIONS,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (bench)' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              sessionId: `load-${n++ % 5000}-${process.pid}`,
              path: ['/', '/collection', '/product/1', '/cart'][n % 4],
              title: 'Leather & Last',
            }),
          }),
        },
      ],
    });
    const accepted = result['2xx'];
    // Views are written before their answer; a moment for the last answers in flight.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stored = (await storedToday()) - before;
    // On a server database, the page view rows themselves too (the figure above is the rollup's).
    const rows = serverUrl
      ? Number(psql('select count(*) from page_views').match(/\d+/)?.[0] ?? NaN)
      : undefined;
    const engine = serverUrl ? 'PostgreSQL server' : 'embedded PostgreSQL';
    console.log(
      `POST /api/realtime-analytics/track, page views, c=${CONNECTIONS}, ${duration} s, ${engine}`,
    );
    console.log(
      `  ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  2xx ${accepted}  non-2xx ${result.non2xx}  errors ${result.errors}  stored ${stored}${verdict(accepted, stored, result.requests.sent)}${rows === undefined ? '' : `  page_views rows ${rows}`}`,
    );

    await gatewayCeiling();

    if (trackOnly) return;
    if (!serverUrl) {
      console.log('  (dashboard calls over a million page views: set ANALYTICS_DATABASE_URL)');
      return;
    }
    const seeding = performance.now();
    seedPageViews();
    console.log(
      `dashboard calls over ${PAGE_VIEWS.toLocaleString('en')} page views in ${SESSIONS.toLocaleString('en')} sessions over 90 days (seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s), 40 calls each through the gateway`,
    );
    const calls = [
      '/api/analytics/combined?startDate=7daysAgo&endDate=today',
      '/api/analytics/combined?startDate=30daysAgo&endDate=today',
      '/api/analytics/combined?startDate=90daysAgo&endDate=today',
      '/api/realtime-analytics/active-users?timeRange=7d',
      '/api/realtime-analytics/locations?timeRange=7d',
      '/api/realtime-analytics/traffic-sources?timeRange=30d',
      '/api/realtime-analytics/recent-registrations?limit=20',
      '/api/realtime-analytics/recent-logins?limit=20',
      '/api/realtime-analytics/summary',
    ];
    for (const path of calls) {
      await dashboard(path);
      const times = [];
      for (let i = 0; i < 40; i++) {
        const started = performance.now();
        await dashboard(path);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${path.padEnd(62)} p50 ${percentile(times, 0.5).toFixed(0)} ms  p95 ${percentile(times, 0.95).toFixed(0)} ms`,
      );
    }
  } finally {
    await platform.close();
  }
}

await main();

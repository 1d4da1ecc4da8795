// Starts the platform for a measurement: free ports, embedded databases in a temporary folder,
// a private nats-server, production builds (run `npm run build` first).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { ALL_APPS } = require('../scripts/platform/apps.cjs');
const { startPlatform } = require('../scripts/platform/launch.cjs');
const jwt = require('jsonwebtoken');
const SEED_SCRIPT = path.resolve('services/catalog/dist/seed/seed-catalogue.main.js');

/**
 * @param {object} [options]
 * @param {Record<string, string>} [options.env] settings for every app, over the bench's own
 * @param {(dataDir: string) => Promise<void>} [options.beforeStart] e.g. seed a database first
 */
export async function startBenchPlatform({ env = {}, beforeStart } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  await beforeStart?.(dataDir);
  const platform = await startPlatform({
    ports: Object.fromEntries(ALL_APPS.map((app) => [app.name, 0])),
    dataDir,
    // <SERVICE>_DATABASE_URL puts a service on a PostgreSQL server instead of the embedded one.
    databaseUrls: Object.fromEntries(
      ['identity', 'catalog', 'order', 'analytics']
        .map((s) => [s, process.env[`${s.toUpperCase()}_DATABASE_URL`]])
        .filter(([, url]) => url),
    ),
    natsPort: 0,
    env: {
      // info, not less: services on port 0 name the port they took in an info line.
      LOG_LEVEL: 'info',
      UPLOADS_DIR: path.resolve('../.data/e2e-uploads'),
      // The load comes from one address, thousands of requests a minute: measured, not refused.
      RATE_LIMIT_PER_MINUTE: String(1e9),
      ...env,
    },
    quiet: true,
  });
  return {
    ...platform,
    dataDir,
    async close() {
      await platform.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A token signed with the platform's key, as identity would issue it: a shopper unless `isAdmin`. */
export function benchToken(platform, { isAdmin = false } = {}) {
  return jwt.sign(
    { id: randomUUID(), email: 'bench@example.com', name: 'Bench Buyer', isAdmin },
    platform.signingKeys.privateKey,
    {
      algorithm: 'RS256',
      issuer: 'leather-and-last/identity',
      audience: 'leather-and-last',
      expiresIn: '1h',
    },
  );
}

/** Leaves the PostgreSQL databases at `urls` empty, so a service starts them afresh. */
export function emptyServerDatabases(urls) {
  for (const url of urls) {
    if (!url) continue;
    execFileSync('psql', [
      url,
      '-q',
      '-c',
      'set client_min_messages = warning',
      '-c',
      'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade',
    ]);
  }
}

/**
 * Adds `count` generated products to the catalog's database before the platform starts: the
 * embedded one under `dataDir`, or the server's at `databaseUrl`.
 */
export function seedGeneratedCatalogue(dataDir, count, databaseUrl) {
  execFileSync(process.execPath, [SEED_SCRIPT, '--count', String(count)], {
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'catalog'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: 'inherit',
  });
}

/** The pid listening on a port, from ss. */
export function pidOn(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  return Number(/pid=(\d+)/.exec(out)?.[1]);
}

/** CPU time a process has used so far, in clock ticks (1/100 s), user and system. */
export function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Runs `work`; when the processes are profiled (CPU_PROFILE_DIR, bench/cpu-profiler.cjs), prints
 * its window on the profiles' clock, for `node bench/profile-summary.mjs <folder> --window <from>-<to>`.
 */
export async function profiledPhase(name, work) {
  const from = process.hrtime.bigint() / 1000n;
  try {
    return await work();
  } finally {
    if (process.env.CPU_PROFILE_DIR) {
      console.log(`  cpu-prof window ${name}: ${from}-${process.hrtime.bigint() / 1000n}`);
    }
  }
}

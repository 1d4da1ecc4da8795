#!/usr/bin/env node
// `npm start` runs the whole shop on this machine; `npm run dev` does the same with watchers.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ROOT, SERVICES, resolvePorts } = require('./platform/apps.cjs');
const { buildBackend, buildFrontends } = require('./platform/build.cjs');
const { startPlatform } = require('./platform/launch.cjs');
const { keepChildrenFromTerminalSignals, signalAll } = require('./platform/processes.cjs');
const { logFormat } = require('./platform/log-format.cjs');
const { isListening } = require('./platform/ports.cjs');
const { ensureTool } = require('./platform/system-deps.cjs');
const { natsClusterSize, replicaCount } = require('./platform/replicas.cjs');

const NATS_DEFAULT_PORT = 4222;

const dev = process.argv.includes('--dev');

/** Settings from a local .env file, without overriding the real environment. */
function loadDotEnv(file) {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (match && process.env[match[1]] === undefined)
      process.env[match[1]] = match[2].replace(/^['"]|['"]$/g, '');
  }
}

function databaseUrlsFromEnv() {
  const urls = {};
  for (const { name } of SERVICES) {
    const value = process.env[`${name.toUpperCase()}_DATABASE_URL`];
    if (value) urls[name] = value;
  }
  return urls;
}

let platform;
let watcher;
let stopping = false;

/** Ctrl-C (or SIGTERM, or a closed terminal) stops the apps outside in; a second one at once. */
async function shutdown() {
  if (stopping) {
    signalAll('SIGKILL');
    process.exit(130);
  }
  stopping = true;
  console.log('\nstopping...');
  watcher?.kill();
  if (!platform) {
    signalAll('SIGTERM');
    process.exit(130);
  }
  await platform.stop();
  process.exit(0);
}

async function main() {
  keepChildrenFromTerminalSignals();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);
  loadDotEnv(path.join(ROOT, '.env'));
  logFormat(); // a wrong LOG_FORMAT stops here, before anything is built
  const replicas = replicaCount(process.env.SERVICE_REPLICAS);
  const natsCluster = natsClusterSize(process.env.NATS_CLUSTER);
  // A missing nats-server is installed (or asked for) before a long build, not after it.
  if (!process.env.NATS_URL && (natsCluster > 1 || !(await isListening(NATS_DEFAULT_PORT))))
    ensureTool('nats-server', { hint: 'or set NATS_URL' });
  const started = Date.now();
  buildBackend();
  if (!dev) buildFrontends();
  platform = await startPlatform({
    ports: resolvePorts(),
    dataDir: path.resolve(ROOT, process.env.DATA_DIR || '.data'),
    databaseUrls: databaseUrlsFromEnv(),
    natsUrl: process.env.NATS_URL,
    replicas,
    natsCluster,
    dev,
  });
  // Started once the platform runs, so a failed start leaves no watcher behind.
  watcher = dev
    ? spawn(
        process.execPath,
        [
          require.resolve('typescript/bin/tsc'),
          '-b',
          'tsconfig.backend.json',
          '--watch',
          '--preserveWatchOutput',
        ],
        { cwd: ROOT, stdio: 'ignore' },
      )
    : null;

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  The shop is open at ${platform.urls.shop}   (ready in ${seconds} s)
  API gateway:         ${platform.urls.api}
  Back office:         ${platform.urls.shop}/admin
                       log in as ${platform.admin.email} / ${platform.admin.password}
  NATS:                ${platform.natsUrl} (namespace ${platform.natsNamespace})${replicasBanner(platform)}${metricsBanner(platform)}${platform.urls.mail ? `\n  Mail (dev inbox):    ${platform.urls.mail}` : ''}
  Press Ctrl-C to stop everything.
`);
}

/** With SERVICE_REPLICAS, where each service's replicas listen. */
function replicasBanner({ replicas, ports }) {
  const lines = Object.entries(replicas)
    .filter(([, names]) => names.length > 1)
    .map(([service, names]) => `${service.padEnd(10)} ${names.map((n) => ports[n]).join(', ')}`);
  return lines.length > 0
    ? `\n  Replicas (ports):    ${lines.join('\n                       ')}`
    : '';
}

/** Where Prometheus scrapes each process: the gateway, then every service process. */
function metricsBanner({ metricsUrls }) {
  const lines = Object.entries(metricsUrls)
    .sort(([a], [b]) => (a === 'gateway' ? -1 : b === 'gateway' ? 1 : a.localeCompare(b)))
    .map(([name, url]) => `${name.padEnd(11)} ${url}`);
  return lines.length > 0
    ? `\n  Metrics:             ${lines.join('\n                       ')}`
    : '';
}

main().catch((error) => {
  console.error(`\nThe shop could not start: ${error.message}`);
  process.exit(1);
});

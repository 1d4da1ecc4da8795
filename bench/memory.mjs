#!/usr/bin/env node
// Memory of the platform at rest: started as the other measurements start it (free ports, a
// private nats-server, embedded databases in a temporary folder), warmed up by a few page and API
// requests, then left alone; then the resident set (VmRSS) of every process it started, their
// total, and per process where the memory goes (see process-memory.mjs): pages of mapped files
// (code), WebAssembly memory (the embedded database engine), other anonymous pages, and of those
// V8's heap (from a diagnostic report each node process writes on SIGUSR2).
//   node bench/memory.mjs [--server] [--settle <seconds>]
// --server puts every service on a fresh database of the PostgreSQL server at
// MEMORY_BENCH_POSTGRES (default postgres://postgres@127.0.0.1:5432), dropped afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commandLine, descendants, memoryOf, workingDir } from './process-memory.mjs';
import { startBenchPlatform } from './platform.mjs';

const SERVICES = ['identity', 'catalog', 'order', 'analytics'];
const WARM_UP_ROUNDS = 3;
const REPORT_WAIT_MS = 5000;
const MB = 1024 * 1024;

const { values } = parseArgs({
  options: {
    server: { type: 'boolean', default: false },
    settle: { type: 'string', default: '15' },
  },
});
const postgres = process.env.MEMORY_BENCH_POSTGRES || 'postgres://postgres@127.0.0.1:5432';
const databaseOf = (service) => `bench_memory_${service}`;

function psql(...commands) {
  execFileSync('psql', [`${postgres}/postgres`, '-q', ...commands.flatMap((c) => ['-c', c])]);
}

function freshServerDatabases() {
  for (const service of SERVICES) {
    psql(
      `drop database if exists ${databaseOf(service)} with (force)`,
      `create database ${databaseOf(service)}`,
    );
    process.env[`${service.toUpperCase()}_DATABASE_URL`] = `${postgres}/${databaseOf(service)}`;
  }
}

/** What a process of the platform is, from its command line and folder. */
function nameOf(pid) {
  const args = commandLine(pid);
  if (args.some((arg) => arg.endsWith('nats-server'))) return 'nats-server';
  if (args.includes('--sites')) return 'static-server (shell and remotes)';
  if (args.some((arg) => arg.includes('static-server'))) {
    const dirs = args
      .map((arg) => /([^/]+)\/dist\/?$/.exec(arg)?.[1])
      .filter(Boolean)
      .join(' + ');
    return `static-server ${dirs}`;
  }
  if (args.includes('dist/main.js')) return path.basename(workingDir(pid));
  return args.map((arg) => path.basename(arg)).join(' ');
}

async function ok(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/** What a first visitor's browser asks for: pages, the remotes' entries, the catalogue. */
async function warmUp(shop) {
  const config = await (await ok(`${shop}/runtime-config.json`)).json();
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    await ok(`${shop}/`);
    await ok(`${shop}/collection`);
    for (const manifest of Object.values(config.remotes)) {
      await ok(manifest);
      await ok(manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js'));
    }
    const list = await (await ok(`${shop}/api/product`)).json();
    await ok(`${shop}/api/product/search?sortBy=relevant&page=1&limit=24`);
    await ok(`${shop}/api/product/search?q=leather%20boots`);
    for (const product of list.data.slice(0, 5)) await ok(`${shop}/api/product/${product._id}`);
  }
}

/** V8's heap of each node process, from the diagnostic report it writes on SIGUSR2. */
async function v8Heaps(pids, reportDir) {
  for (const pid of pids) process.kill(pid, 'SIGUSR2');
  const heaps = new Map();
  const deadline = Date.now() + REPORT_WAIT_MS;
  while (heaps.size < pids.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const file of readdirSync(reportDir)) {
      const pid = Number(/\.(\d+)\.\d+\.\d+\.json$/.exec(file)?.[1]);
      if (!pids.includes(pid) || heaps.has(pid)) continue;
      try {
        const { javascriptHeap } = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
        heaps.set(pid, javascriptHeap.totalCommittedMemory);
      } catch {
        // still being written
      }
    }
  }
  return heaps;
}

const mb = (bytes) => (bytes === undefined ? '–' : String(Math.round(bytes / MB)));

function printTable(rows) {
  const total = (key) => rows.reduce((sum, row) => sum + (row[key] ?? 0), 0);
  console.log(
    '| Process | RSS MB | PSS MB | files MB | WebAssembly MB | other anonymous MB | of which V8 heap MB |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${mb(row.rss)} | ${mb(row.pss)} | ${mb(row.file)} | ${mb(row.wasm)} | ${mb(row.anon)} | ${mb(row.heap)} |`,
    );
  console.log(
    `| **total (${rows.length} processes)** | **${mb(total('rss'))}** | **${mb(total('pss'))}** | ${mb(total('file'))} | ${mb(total('wasm'))} | ${mb(total('anon'))} | ${mb(total('heap'))} |`,
  );
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'shop-memory-reports-'));
if (values.server) freshServerDatabases();
const platform = await startBenchPlatform({
  env: {
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      '--report-on-signal',
      `--report-directory=${reportDir}`,
    ]
      .filter(Boolean)
      .join(' '),
  },
});
try {
  await warmUp(platform.urls.shop);
  await new Promise((resolve) => setTimeout(resolve, Number(values.settle) * 1000));
  const pids = descendants(process.pid).filter((pid) => existsSync(`/proc/${pid}`));
  const rows = [
    { pid: process.pid, name: 'launcher (this process)' },
    ...pids.map((pid) => ({ pid, name: nameOf(pid) })),
  ]
    .map((row) => ({ ...row, ...memoryOf(row.pid) }))
    .filter((row) => row.rss > 0);
  const nodePids = rows
    .filter((row) => row.pid !== process.pid && row.name !== 'nats-server')
    .map((row) => row.pid);
  const heaps = await v8Heaps(nodePids, reportDir);
  heaps.set(process.pid, process.report.getReport().javascriptHeap.totalCommittedMemory);
  const order = (row) => (row.name.startsWith('launcher') ? 0 : row.name === 'nats-server' ? 1 : 2);
  rows.sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
  console.log(
    `Memory at rest, ${values.server ? 'services on a PostgreSQL server' : 'embedded databases'}, ${values.settle} s after the warm-up (${new Date().toISOString()})\n`,
  );
  printTable(rows.map((row) => ({ ...row, heap: heaps.get(row.pid) })));
} finally {
  await platform.close();
  rmSync(reportDir, { recursive: true, force: true });
  if (values.server)
    for (const service of SERVICES)
      psql(`drop database if exists ${databaseOf(service)} with (force)`);
}

#!/usr/bin/env node
// Where each process's CPU went, from the profiles bench/cpu-profiler.cjs writes:
//   NODE_OPTIONS="--require $PWD/bench/cpu-profiler.cjs" CPU_PROFILE_DIR=/tmp/prof \
//     node bench/order-load.mjs 250
//   node bench/profile-summary.mjs /tmp/prof [--window <from>-<to>] [--top 12] [--functions]
//     [--under <function>,<function>…]
// Each is named by the app whose code it ran (catalog, order, gateway, the bench itself ...) and
// its busy time (idle left out) is split by where the sampled function lives: a package of
// node_modules, a module of node (node:zlib), our own packages, V8's garbage collector, the
// embedded engine's WebAssembly, or native code (writev, the socket's system call). A profiled
// bench run prints each phase's window as `cpu-prof window <name>: <from>-<to>` (microseconds
// of the monotonic clock, the profiles' own); --window keeps the samples inside one. --functions
// also lists each process's busiest functions by name and place: the shell's server build bundles
// React's server renderer with our own code, so its share by package says less than its functions.
// --under gives the share of busy time spent in each named function and what it called (its stack
// as sampled: work resumed after an `await` is not under the function that awaited).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    window: { type: 'string' },
    top: { type: 'string' },
    functions: { type: 'boolean' },
    under: { type: 'string' },
  },
});
const folder = positionals[0];
if (!folder) {
  console.error(
    'usage: node bench/profile-summary.mjs <profile folder> [--window from-to] [--top n] [--functions] [--under f,g]',
  );
  process.exit(2);
}
const [from, to] = options.window ? options.window.split('-').map(Number) : [0, Infinity];
const top = Number(options.top ?? 12);
const underNames = options.under ? options.under.split(',') : [];

/** The app a profile belongs to: the workspace folder most of its sampled code came from. */
function appOf(nodes) {
  const counts = new Map();
  for (const { callFrame } of nodes) {
    const app = /\/(services\/[\w-]+|gateway|bench|scripts|packages\/static-server)\//.exec(
      callFrame.url,
    )?.[1];
    if (app) counts.set(app, (counts.get(app) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  // The static-server process serves the frontends and renders the storefront's pages.
  return best
    ? best[0].replace('services/', '').replace('packages/static-server', 'storefront')
    : 'unknown';
}

/** What a sampled function is, for the tally. */
function categoryOf({ functionName, url }) {
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(program)') return 'V8 and native, unattributed (program)';
  if (url.startsWith('wasm://') || url.endsWith('.wasm')) return 'WebAssembly (embedded engine)';
  const pkg = /node_modules\/((?:@[\w.-]+\/)?[\w.-]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:'))
    return url
      .split('/')
      .slice(0, url.startsWith('node:internal') ? 2 : 1)
      .join('/');
  const own = /\/(services\/[\w-]+|gateway|packages\/[\w-]+|bench|scripts|mf-\w+|shell)\//.exec(
    url,
  );
  if (own) return `own: ${own[1]}`;
  if (!url) return `native: ${functionName || '(anonymous)'}`;
  return url;
}

/** A sampled function by name and place: `renderElement server.js:8123`. */
function functionOf({ functionName, url, lineNumber }) {
  const file = url ? ` ${url.split('/').pop()}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${file}`;
}

function summarise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node);
  const selfUs = new Map();
  const functionUs = new Map();
  const underUs = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (at < from || at > to) continue;
    const node = byId.get(profile.samples[i]);
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (node.callFrame.functionName === '(idle)') continue;
    const category = categoryOf(node.callFrame);
    selfUs.set(category, (selfUs.get(category) ?? 0) + next);
    const place = functionOf(node.callFrame);
    functionUs.set(place, (functionUs.get(place) ?? 0) + next);
    const stack = new Set();
    for (let frame = node; frame; frame = parentOf.get(frame.id))
      stack.add(frame.callFrame.functionName);
    for (const name of underNames.filter((name) => stack.has(name)))
      underUs.set(name, (underUs.get(name) ?? 0) + next);
  }
  const busyUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  return { app: appOf(profile.nodes), busyUs, selfUs, functionUs, underUs };
}

const files = readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'));
const summaries = files
  .map((name) => summarise(path.join(folder, name)))
  .filter(({ busyUs }) => busyUs > 0)
  .sort((a, b) => b.busyUs - a.busyUs);
function printShares(busyUs, tally) {
  const rows = [...tally].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, us] of rows) {
    const share = ((100 * us) / busyUs).toFixed(1).padStart(5);
    console.log(`  ${share} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
}

for (const { app, busyUs, selfUs, functionUs, underUs } of summaries) {
  console.log(`\n${app}: ${(busyUs / 1000).toFixed(0)} ms busy`);
  printShares(busyUs, selfUs);
  if (options.functions) {
    console.log('  busiest functions:');
    printShares(busyUs, functionUs);
  }
  if (underUs.size > 0) {
    console.log('  under:');
    printShares(busyUs, underUs);
  }
}

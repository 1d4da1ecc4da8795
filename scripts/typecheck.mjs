#!/usr/bin/env node
// Type-checks the whole repository and exits non-zero when any part fails.
//
//   node scripts/typecheck.mjs
//
// The backend is one build of project references (contracts, service-kit, the services, the
// gateway), which also writes the declarations the browser code reads from @shop/contracts, so it
// runs first. The browser projects are then checked on their own, several at a time.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');

const BACKEND = { name: 'backend', args: ['-b', 'tsconfig.backend.json'] };
// Tests are left out of the backend builds; they are checked here against those builds.
const TESTS = { name: 'backend tests and journeys', args: ['-p', 'tsconfig.tests.json'] };
const BROWSER_PROJECTS = [
  'packages/ui',
  'packages/storefront-sdk',
  ...require('./rspack/frontends.cjs').map(({ name }) => name),
];
// Each tsc holds a few hundred MB; more at once buys little.
const MAX_PARALLEL = Math.max(1, Math.min(4, availableParallelism() - 1));
const TS_ERROR = /error TS\d+:/g;

const errorCount = (n) => `${n} error${n === 1 ? '' : 's'}`;

/** Runs one tsc to completion, keeping its output so parallel runs do not interleave. */
function runCheck({ name, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args, '--pretty', 'false'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const finish = (code, failure) => {
      const seconds = (performance.now() - started) / 1000;
      const text = failure ? `${output}${failure}\n` : output;
      resolve({
        name,
        command: `tsc ${args.join(' ')}`,
        ok: code === 0,
        errors: (text.match(TS_ERROR) ?? []).length,
        seconds,
        output: text.trim(),
      });
    };
    child.on('error', (error) => finish(1, error.message));
    child.on('close', (code) => finish(code ?? 1));
  });
}

function report(result) {
  const verdict = result.ok ? 'ok' : `FAILED (${errorCount(result.errors)})`;
  console.log(
    `\n── ${result.name}: ${result.command} — ${verdict}, ${result.seconds.toFixed(1)} s`,
  );
  if (!result.ok && result.output) console.log(result.output);
}

async function runAll(checks, limit) {
  const results = [];
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const result = await runCheck(check);
      report(result);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, checks.length) }, worker));
  return results;
}

function summary(results) {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log('\nType check summary');
  for (const r of results) {
    const verdict = r.ok ? 'ok' : `FAILED  ${errorCount(r.errors)}`;
    console.log(`  ${r.name.padEnd(width)}  ${verdict.padEnd(18)}  ${r.seconds.toFixed(1)} s`);
  }
  const failed = results.filter((r) => !r.ok);
  console.log(
    failed.length === 0
      ? `All ${results.length} projects pass.`
      : `${failed.length} of ${results.length} projects fail: ${failed.map((r) => r.name).join(', ')}`,
  );
  return failed.length === 0;
}

async function main() {
  const backend = await runCheck(BACKEND);
  report(backend);
  // Browser code reads @shop/contracts from its build; a failed backend build may leave it stale,
  // and those projects are still checked so that every failure shows in one run.
  const rest = await runAll(
    [TESTS, ...BROWSER_PROJECTS.map((dir) => ({ name: dir, args: ['-p', dir, '--noEmit'] }))],
    MAX_PARALLEL,
  );
  const byOrder = [
    backend,
    ...[TESTS.name, ...BROWSER_PROJECTS].map((name) => rest.find((r) => r.name === name)),
  ];
  process.exitCode = summary(byOrder) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

#!/usr/bin/env node
// Time from `npm start` (builds present) to the shop being open with every part healthy.
// Runs twice on a fresh data folder: the first start seeds the catalogue, the second does not.
//   node bench/start-time.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
const ports = {
  SHELL_PORT: 5300,
  MF_CATALOG_PORT: 5301,
  MF_CHECKOUT_PORT: 5302,
  MF_ACCOUNT_PORT: 5303,
  MF_ADMIN_PORT: 5304,
  GATEWAY_PORT: 5400,
  IDENTITY_PORT: 5411,
  CATALOG_PORT: 5412,
  ORDER_PORT: 5413,
  ANALYTICS_PORT: 5414,
};

function startOnce() {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let open = false;
    child.stdout.on('data', async (chunk) => {
      output += chunk;
      if (open || !output.includes('The shop is open')) return;
      open = true;
      const ms = Date.now() - started;
      const health = await fetch(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
      child.kill('SIGINT');
      child.on('exit', () => resolve({ ms, healthy: health.ok }));
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => code && reject(new Error(`start failed (${code})\n${output}`)));
  });
}

try {
  const first = await startOnce();
  const second = await startOnce();
  console.log(
    `first start (seeds the catalogue): ${(first.ms / 1000).toFixed(1)} s, all healthy: ${first.healthy}`,
  );
  console.log(
    `second start:                      ${(second.ms / 1000).toFixed(1)} s, all healthy: ${second.healthy}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

#!/usr/bin/env node
// Time from `npm start` (builds present) to the shop being open with every part healthy.
// Runs twice on a fresh data folder: the first start seeds the catalogue, the second does not.
//   node bench/start-time.mjs
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { ALL_APPS, MAIL_CATCHER, MAIL_SMTP } = require('../scripts/platform/apps.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
// Every app on a port it takes itself (read back by the launcher), so the measurement runs
// beside a running shop; the gateway's address is read from the banner.
const ANY_PORT = Object.fromEntries(
  [...ALL_APPS, MAIL_CATCHER, MAIL_SMTP].map(({ portVar }) => [portVar, '0']),
);

function startOnce() {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        ...ANY_PORT,
        DATA_DIR: dataDir,
        LOG_FORMAT: 'json',
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
      const gateway = /API gateway:\s+(\S+)/.exec(output)[1];
      const health = await fetch(`${gateway}/health`);
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
  await removeStreams(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The temporary platform's streams on the NATS server it used: JetStream reserves their size
 * limits, so leaving them would use up a shared server's storage run after run.
 */
async function removeStreams(dir) {
  const { natsNamespace } = require('../scripts/platform/launch.cjs');
  const { connect } = require('nats');
  const prefix = `${natsNamespace(dir).toUpperCase().replace(/-/g, '_')}_`;
  const nc = await connect({ servers: process.env.NATS_URL || 'nats://127.0.0.1:4222' }).catch(
    () => undefined,
  );
  if (!nc) return;
  try {
    const jsm = await nc.jetstreamManager();
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(prefix)) await jsm.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
}

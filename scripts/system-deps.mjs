#!/usr/bin/env node
// Makes sure the programs the tests need from the machine are there before they start:
// installs a missing one when this user may, else stops with one line naming the command.
//
//   node scripts/system-deps.mjs nats-server chromium
import { createRequire } from 'node:module';

const { ensureTool, TOOLS } = createRequire(import.meta.url)('./platform/system-deps.cjs');

const wanted = process.argv.slice(2);
try {
  for (const name of wanted) {
    if (!TOOLS[name])
      throw new Error(`unknown program ${name} (expected ${Object.keys(TOOLS).join(' or ')})`);
    ensureTool(name);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

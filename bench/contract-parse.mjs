#!/usr/bin/env node
// What checking an answer against its contract costs in node: GET /api/product (the whole
// active catalogue) parsed with productListResponseSchema, after JSON.parse, median of many runs.
//   node bench/contract-parse.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { startBenchPlatform } from './platform.mjs';

const require = createRequire(import.meta.url);
const { productListResponseSchema } = require('../packages/contracts');

const RUNS = 200;

function median(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(run) {
  for (let i = 0; i < 20; i += 1) run();
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const platform = await startBenchPlatform();
try {
  const text = await (await fetch(`${platform.urls.api}/api/product`)).text();
  const body = JSON.parse(text);
  const jsonMs = time(() => JSON.parse(text));
  const schemaMs = time(() => productListResponseSchema.parse(body));
  console.log(
    `GET /api/product: ${body.data.length} products, ${(text.length / 1024).toFixed(1)} KB of JSON`,
  );
  console.log(`  JSON.parse                       ${jsonMs.toFixed(2)} ms (median of ${RUNS})`);
  console.log(`  productListResponseSchema.parse  ${schemaMs.toFixed(2)} ms (median of ${RUNS})`);
} finally {
  await platform.close();
}

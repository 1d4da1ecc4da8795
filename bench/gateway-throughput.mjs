#!/usr/bin/env node
// GET /api/product through the gateway vs straight to the catalog service (autocannon, c=50).
//   node bench/gateway-throughput.mjs [seconds]
import autocannon from 'autocannon';
import { startBenchPlatform } from './platform.mjs';

const duration = Number(process.argv[2] || 10);
const CONNECTIONS = 50;

function load(url) {
  return autocannon({ url, connections: CONNECTIONS, duration });
}

const platform = await startBenchPlatform();
try {
  const direct = `http://127.0.0.1:${platform.ports.catalog}/api/product`;
  const viaGateway = `http://127.0.0.1:${platform.ports.gateway}/api/product`;
  await autocannon({ url: direct, connections: 10, duration: 2 }); // warm-up
  const d = await load(direct);
  const g = await load(viaGateway);
  const row = (name, r) =>
    `${name.padEnd(16)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`;
  console.log(`GET /api/product, ${CONNECTIONS} connections, ${duration} s each`);
  console.log(row('catalog direct', d));
  console.log(row('via gateway', g));
  console.log(
    `gateway keeps ${((g.requests.average / d.requests.average) * 100).toFixed(1)}% of direct throughput`,
  );
} finally {
  await platform.close();
}

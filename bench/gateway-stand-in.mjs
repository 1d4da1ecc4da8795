#!/usr/bin/env node
// The gateway in front of a stand-in for every service that answers each coalesced batch at once
// with 200s: what the gateway alone can pass. Started by analytics-load.mjs as a process of its
// own, so the load generator does not share its event loop; prints `listening <url>`, runs until
// SIGTERM.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { loadGatewayConfig } = require('../gateway/dist/config.js');
const { createGateway } = require('../gateway/dist/create-gateway.js');

const standIn = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const calls = req.url.startsWith('/internal/batch/') ? JSON.parse(body).calls.length : 0;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        answers: Array.from({ length: calls }, () => ({
          status: 200,
          body: { success: true, accepted: 1, skipped: 0 },
        })),
      }),
    );
  });
});
await new Promise((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${standIn.address().port}`;
const gateway = await createGateway(
  loadGatewayConfig({
    IDENTITY_URL: url,
    CATALOG_URL: url,
    ORDER_URL: url,
    ANALYTICS_URL: url,
    LOG_LEVEL: 'error',
    EDGE_CACHE: 'false',
    RATE_LIMIT_PER_MINUTE: String(1e9),
  }),
);
await gateway.listen(0, '127.0.0.1');
console.log(`listening ${(await gateway.getUrl()).replace('[::1]', '127.0.0.1')}`);
process.once('SIGTERM', async () => {
  await gateway.close();
  standIn.close();
  process.exit(0);
});

#!/usr/bin/env node
// Compares what the catalog, identity and analytics derived from the order events with the
// order service's orders, and reports every difference:
//
//   npm run reconcile [-- --fix] [--settle-seconds 60]
//
// --fix             repair: the order service announces the orders concerned again (new event
//                   ids, through its outbox), the catalog releases stock held for no placed order;
//                   then checks again until the services agree
// --settle-seconds  orders changed this recently are left out: their events may be on the way
//
// It talks to the running services over NATS request-reply only. NATS_URL (default
// nats://127.0.0.1:4222) and NATS_NAMESPACE name the platform, as for `npm run events:replay`.
// Exit code 0 when the services agree (after --fix: when everything was repaired), else 1.
// See "Reconciliation" in docs/events.md.
import { parseArgs } from 'node:util';
import { builtServiceKit, fail, platformNats } from '../platform/operator-script.mjs';

const { values } = parseArgs({
  options: {
    fix: { type: 'boolean', default: false },
    'settle-seconds': { type: 'string', default: '60' },
  },
});
const settleSeconds = Number(values['settle-seconds']);
if (!Number.isFinite(settleSeconds) || settleSeconds < 0) {
  fail('Usage: npm run reconcile -- [--fix] [--settle-seconds <seconds, 0 or more>]');
}
const kit = builtServiceKit();
const { reconcileOrders, RpcClient, ServiceClient } = kit;
const { natsUrl, namespace } = platformNats(kit);

const rpc = { service: 'reconcile', natsUrl, namespace, timeoutMs: 30_000 };
const client = new ServiceClient(new RpcClient(rpc), rpc);
try {
  const { remaining } = await reconcileOrders({
    ask: (pattern, request) => client.send(pattern, request),
    fix: values.fix,
    settledBefore: new Date(Date.now() - settleSeconds * 1000),
    log: (line) => console.log(line),
  });
  process.exitCode = remaining.length === 0 ? 0 : 1;
} catch (error) {
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await client.onApplicationShutdown();
}

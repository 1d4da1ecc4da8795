// A NATS cluster on this machine (NATS_CLUSTER=3): nats-servers on loopback, routed to each
// other, each with JetStream in a store of its own, so streams can keep three replicas and the
// platform goes on when one node stops.
const fs = require('node:fs');
const path = require('node:path');
const { startProcess, stopProcess } = require('./processes.cjs');
const { canBind, choosePort, isAddressInUse } = require('./ports.cjs');
const { findNatsServer, runNatsServer } = require('./nats.cjs');
const { ensureTool } = require('./system-deps.cjs');

const CLUSTER_NAME = 'leather-and-last';
// Ports are chosen before the nodes start (each names the others' routes); when one turns out to
// be taken, the whole cluster is tried again on others.
const START_ATTEMPTS = 5;
// A node brought back after stopNode takes its own ports again; something may hold one briefly.
const RESTART_ATTEMPTS = 20;
const RESTART_WAIT_MS = 250;
const LEADER_TIMEOUT_MS = 30_000;

/** `count` distinct ports below the ephemeral range that nothing holds now. */
async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) {
    const port = choosePort();
    if (await canBind(port, '127.0.0.1')) ports.add(port);
  }
  return [...ports];
}

/** Every node agrees on a JetStream leader: streams can be created and written. */
async function waitForLeader(nodes, timeoutMs = LEADER_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (const node of nodes) {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${node.monitorPort}/jsz`, {
          signal: AbortSignal.timeout(1000),
        });
        if ((await res.json()).meta_cluster?.leader) break;
      } catch {
        // not answering yet
      }
      if (Date.now() > deadline)
        throw new Error(
          `NATS cluster: ${node.name} knows no JetStream leader after ${timeoutMs} ms`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Starts `size` nodes named n1, n2, ... and resolves once they have elected a JetStream leader.
 * Returns { url (every node's, comma-separated, as NATS_URL takes them), nodes: [{ name, url }],
 * stopNode(n), startNode(n) (n from 1: an outage of one node and its return, on the same ports
 * and store), stop() }.
 */
async function startNatsCluster({ size = 3, storeDir, quiet = false, bin = findNatsServer() }) {
  if (!bin) throw new Error('nats-server not found');
  let lastError;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const ports = await freePorts(size * 3);
    const nodes = Array.from({ length: size }, (_, i) => ({
      name: `n${i + 1}`,
      port: ports[i * 3],
      routePort: ports[i * 3 + 1],
      monitorPort: ports[i * 3 + 2],
      dir: path.join(storeDir, `n${i + 1}`),
      proc: undefined,
    }));
    const start = (node) => startNode(node, nodes, { bin, quiet });
    const started = await Promise.allSettled(nodes.map(start));
    const failed = started.find((result) => result.status === 'rejected');
    if (!failed) {
      await waitForLeader(nodes);
      return clusterOf(nodes, start);
    }
    await Promise.all(nodes.map((node) => node.proc && stopProcess(node.proc)));
    lastError = failed.reason;
    if (!isAddressInUse(lastError)) throw lastError;
  }
  throw lastError;
}

function startNode(node, nodes, { bin, quiet }) {
  fs.mkdirSync(node.dir, { recursive: true });
  const routes = nodes
    .filter((other) => other !== node)
    .map((other) => `nats://127.0.0.1:${other.routePort}`);
  return runNatsServer({
    port: node.port,
    storeDir: node.dir,
    extraArgs: [
      '--name',
      node.name,
      '--cluster_name',
      CLUSTER_NAME,
      '--cluster',
      `nats://127.0.0.1:${node.routePort}`,
      '--routes',
      routes.join(','),
      '--http_port',
      String(node.monitorPort),
    ],
    spawnServer: (args) => {
      node.proc = startProcess({ name: `nats-${node.name}`, command: bin, args, quiet });
      return node.proc.child;
    },
  });
}

function clusterOf(nodes, start) {
  const nodeOf = (n) => {
    const node = nodes[n - 1];
    if (!node) throw new Error(`the NATS cluster has nodes 1 to ${nodes.length}, not ${n}`);
    return node;
  };
  const isRunning = (node) =>
    node.proc && node.proc.child.exitCode === null && node.proc.child.signalCode === null;
  return {
    url: nodes.map((node) => `nats://127.0.0.1:${node.port}`).join(','),
    nodes: nodes.map((node) => ({ name: node.name, url: `nats://127.0.0.1:${node.port}` })),
    async stopNode(n) {
      const node = nodeOf(n);
      if (isRunning(node)) await stopProcess(node.proc);
    },
    async startNode(n) {
      const node = nodeOf(n);
      if (isRunning(node)) return;
      for (let attempt = 1; ; attempt++) {
        try {
          await start(node);
          break;
        } catch (error) {
          if (!isAddressInUse(error) || attempt >= RESTART_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, RESTART_WAIT_MS));
        }
      }
      await waitForLeader([node]);
    },
    async stop() {
      await Promise.all(nodes.map((node) => isRunning(node) && stopProcess(node.proc)));
    },
  };
}

/** Streams keep this many copies on a cluster (or one on each node of a smaller one). */
const STREAM_REPLICAS = 3;

/** The launcher's cluster: nats-server installed first when missing and this user may. */
async function ensureNatsCluster({ size, storeDir, quiet, log }) {
  const bin = findNatsServer() ?? ensureTool('nats-server', { log, hint: 'or set NATS_URL' });
  const cluster = await startNatsCluster({ size, storeDir, quiet, bin });
  return {
    ...cluster,
    origin: `a cluster of ${size} started for this platform`,
    streamReplicas: Math.min(size, STREAM_REPLICAS),
  };
}

module.exports = { ensureNatsCluster, startNatsCluster, CLUSTER_NAME };

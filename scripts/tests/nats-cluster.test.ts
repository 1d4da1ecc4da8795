import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { startNatsCluster, type NatsCluster } from '../platform/nats-cluster.cjs';
import { isListening } from '../platform/ports.cjs';

jest.setTimeout(60_000);

describe('the three-node NATS cluster the launcher starts', () => {
  let storeDir: string;
  let cluster: NatsCluster;
  let nc: NatsConnection;

  beforeAll(async () => {
    storeDir = mkdtempSync(path.join(tmpdir(), 'nats-cluster-'));
    cluster = await startNatsCluster({ size: 3, storeDir, quiet: true });
    nc = await connect({ servers: cluster.url.split(','), maxReconnectAttempts: -1 });
  });
  afterAll(async () => {
    await nc?.close();
    await cluster?.stop();
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('runs three named nodes on loopback, each with a JetStream store of its own', () => {
    expect(cluster.nodes.map((node) => node.name)).toEqual(['n1', 'n2', 'n3']);
    expect(cluster.url.split(',')).toEqual(cluster.nodes.map((node) => node.url));
    for (const node of cluster.nodes) expect(node.url).toMatch(/^nats:\/\/127\.0\.0\.1:\d+$/);
    expect(readdirSync(storeDir).sort()).toEqual(['n1', 'n2', 'n3']);
    expect(nc.info?.cluster).toBeTruthy();
    expect(nc.info?.connect_urls).toHaveLength(3);
  });

  it('keeps a stream of three replicas, which goes on taking events while one node is stopped', async () => {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({ name: 'ORDERS', subjects: ['order.>'], num_replicas: 3 });
    const js = nc.jetstream();
    await js.publish('order.placed', 'first');

    await cluster.stopNode(2);
    expect(await isListening(Number(new URL(cluster.nodes[1].url).port))).toBe(false);
    await eventually(() => js.publish('order.placed', 'while n2 is down'));

    await cluster.startNode(2);
    expect(await isListening(Number(new URL(cluster.nodes[1].url).port))).toBe(true);
    await eventually(async () => {
      const info = await jsm.streams.info('ORDERS');
      expect(info.state.messages).toBe(2);
      expect(info.cluster?.replicas?.every((replica) => replica.current)).toBe(true);
    });
  });
});

/** Retries `check` until it passes: a leader election takes a few seconds. */
async function eventually(check: () => Promise<unknown>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

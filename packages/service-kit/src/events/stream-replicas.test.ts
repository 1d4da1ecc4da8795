import { STREAMS } from '@shop/contracts';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import { startTestNatsCluster, type TestNatsCluster } from '../testing/nats-cluster';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { NatsConnectionManager } from './nats-connection';
import { natsServers } from './nats-servers';
import { natsStreamName } from './namespace';
import { DEAD_LETTER_STREAM, ensureStreams } from './streams';

jest.setTimeout(90_000);

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
const STREAM_NAMES = [...Object.keys(STREAMS), DEAD_LETTER_STREAM];

async function replicasOf(jsm: JetStreamManager, namespace: string): Promise<number[]> {
  return Promise.all(
    STREAM_NAMES.map(
      async (name) => (await jsm.streams.info(natsStreamName(namespace, name))).config.num_replicas,
    ),
  );
}

/** The event bus's connection, as a service makes it, and the streams it sets up. */
async function connectService(natsUrl: string, namespace: string, streamReplicas?: number) {
  const connection = new NatsConnectionManager({
    serviceName: 'catalog',
    natsUrl,
    namespace,
    streamReplicas,
    logger: quiet,
  });
  // Right after a node stops, the cluster may still be choosing a new JetStream leader: a
  // service keeps trying to connect, and so does this one, for a few seconds.
  for (let attempt = 1; !(await connection.tryConnect()); attempt += 1) {
    if (attempt === 10) throw new Error('the service could not connect');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return connection;
}

describe('stream replicas on a three-node cluster', () => {
  let cluster: TestNatsCluster;
  let nc: NatsConnection;
  let jsm: JetStreamManager;

  beforeAll(async () => {
    cluster = await startTestNatsCluster(3);
    nc = await connect({ servers: natsServers(cluster.url) });
    jsm = await nc.jetstreamManager();
  });
  afterAll(async () => {
    await nc?.close();
    await cluster?.close();
  });

  it('creates every stream with three replicas, reading the cluster size from the server', async () => {
    const connection = await connectService(cluster.url, 'fresh');
    try {
      expect(await replicasOf(jsm, 'fresh')).toEqual(STREAM_NAMES.map(() => 3));
    } finally {
      await connection.close();
    }
  });

  it('raises the streams a platform made with one replica to three', async () => {
    await ensureStreams(jsm, 'grown');
    await jsm.streams.update(natsStreamName('grown', 'ORDER'), {
      subjects: ['grown.order.>'],
      num_replicas: 1,
    });
    expect((await replicasOf(jsm, 'grown'))[0]).toBe(1);

    const connection = await connectService(cluster.url, 'grown');
    try {
      expect(await replicasOf(jsm, 'grown')).toEqual(STREAM_NAMES.map(() => 3));
    } finally {
      await connection.close();
    }
  });

  it('keeps the number NATS_STREAM_REPLICAS names, lower than the cluster included', async () => {
    const three = await connectService(cluster.url, 'chosen');
    await three.close();
    const one = await connectService(cluster.url, 'chosen', 1);
    try {
      expect(await replicasOf(jsm, 'chosen')).toEqual(STREAM_NAMES.map(() => 1));
    } finally {
      await one.close();
    }
  });

  it('never lowers the replicas by itself while a node is down', async () => {
    const before = await connectService(cluster.url, 'outage');
    await before.close();
    await cluster.stopNode(3);
    try {
      const during = await connectService(cluster.nodes[0].url, 'outage');
      try {
        expect(await replicasOf(jsm, 'outage')).toEqual(STREAM_NAMES.map(() => 3));
      } finally {
        await during.close();
      }
    } finally {
      await cluster.startNode(3);
    }
  });
});

describe('stream replicas on a single server', () => {
  let nats: TestNatsServer;

  beforeAll(async () => {
    nats = await startNatsServer();
  });
  afterAll(() => nats?.stop());

  it('keeps one copy of each stream', async () => {
    const connection = await connectService(nats.url, '');
    const nc = await connect({ servers: nats.url });
    try {
      expect(await replicasOf(await nc.jetstreamManager(), '')).toEqual(STREAM_NAMES.map(() => 1));
    } finally {
      await nc.close();
      await connection.close();
    }
  });
});

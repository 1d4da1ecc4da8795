import { coalescedBatchPath, coalescedBatchSchema, TRACK_PATH } from '@shop/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startGateway, startLoopback, type Loopback } from '../testing/loopback';

/** An analytics replica's side of the beacons' batches: answers each call 200 and counts them. */
async function analyticsReplica(batches: number[]): Promise<Loopback> {
  return startLoopback((req, res) => {
    if (req.url === '/health/ready') return res.end();
    let text = '';
    req.on('data', (chunk: Buffer) => (text += String(chunk)));
    req.on('end', () => {
      if (req.url !== coalescedBatchPath(TRACK_PATH)) return res.writeHead(404).end();
      const { calls } = coalescedBatchSchema.parse(JSON.parse(text));
      batches.push(calls.length);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ answers: calls.map(() => ({ status: 200, body: { ok: 1 } })) }));
    });
  });
}

describe('the storefront’s beacons with two analytics replicas', () => {
  const firstBatches: number[] = [];
  const secondBatches: number[] = [];
  let first: Loopback;
  let second: Loopback;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    first = await analyticsReplica(firstBatches);
    second = await analyticsReplica(secondBatches);
    ({ app, base } = await startGateway({
      ANALYTICS_URL: `${first.url},${second.url}`,
      REPLICA_PROBE_INTERVAL_MS: '600000',
    }));
  });
  afterAll(async () => {
    await app.close();
    await second.close();
  });

  it('go in batches to each replica, and to the live one when the other refuses', async () => {
    const beacon = () =>
      fetch(`${base}${TRACK_PATH}`, { method: 'POST', body: '{"items":[]}' }).then((r) => r.status);
    for (let i = 0; i < 2; i++) expect(await beacon()).toBe(200);
    expect(firstBatches).toHaveLength(1);
    expect(secondBatches).toHaveLength(1);

    await first.close();
    for (let i = 0; i < 3; i++) expect(await beacon()).toBe(200);
    expect(secondBatches).toHaveLength(4);
  });
});

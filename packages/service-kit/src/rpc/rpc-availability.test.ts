import { startNatsServer } from '../testing/nats-server';
import { ServiceClient } from './service-client';
import {
  boot,
  failureOf,
  handled,
  lookup,
  LOOKUP,
  startAsker,
  startResponder,
  whenRequestArrives,
  useRpcPair,
} from './service-client.fixture';
import { eventually } from '../testing/eventually';
import { useFixture } from '../testing/use-fixture';

/**
 * Sharing is about who answers, not how fast: these ask with a timeout a busy machine cannot reach,
 * so twenty requests to a replica that has just started are never taken for an absent one.
 */
const PATIENT_MS = 10_000;

describe('request-reply across replicas', () => {
  const pair = useRpcPair();
  const patient = useFixture(
    async () => ({ app: await startAsker(pair.nats.url, { timeoutMs: PATIENT_MS }) }),
    ({ app }) => app.close(),
  );
  const ask = (...ids: string[]) => patient.app.get(ServiceClient).send(LOOKUP, lookup(...ids));

  it('lets replicas share the requests, each answered once', async () => {
    const second = await startResponder(pair.nats.url, 'second');
    await second.server.whenSubscribed();
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => ask('boot-1')));

      expect(answers).toHaveLength(20);
      expect((handled.get('first') ?? 0) + (handled.get('second') ?? 0)).toBe(20);
      expect(handled.get('first')).toBeGreaterThan(0);
      expect(handled.get('second')).toBeGreaterThan(0);
    } finally {
      await second.app.close();
    }
  });

  it('answers the request in hand when a replica closes, and leaves new ones to the others', async () => {
    const closing = await startResponder(pair.nats.url, 'closing');
    await closing.server.whenSubscribed();
    try {
      // Ask until the closing replica has one in hand, then close it.
      const arrived = new Promise<void>((resolve) => {
        whenRequestArrives(() => handled.has('closing') && resolve());
      });
      const asked = Array.from({ length: 10 }, () => ask('unhurried'));
      await arrived;
      await closing.server.close();
      await expect(Promise.all(asked)).resolves.toHaveLength(10);

      handled.clear();
      await ask('boot-1');
      expect(handled.get('closing')).toBeUndefined();
    } finally {
      await closing.app.close();
    }
  });
});

describe('request-reply while NATS is down', () => {
  it('listens on HTTP at once, answers 503, and answers once NATS is back', async () => {
    const nats = await startNatsServer();
    await nats.down();
    const catalog = await startResponder(nats.url, 'late');
    const order = await startAsker(nats.url, {});
    try {
      await catalog.app.listen(0, '127.0.0.1');
      expect((await fetch(`${await catalog.app.getUrl()}/nothing-here`)).status).toBe(404);
      const failure = await failureOf(order.get(ServiceClient).send(LOOKUP, lookup('boot-1')));
      expect(failure.getStatus()).toBe(503);

      await nats.up();
      await catalog.server.whenSubscribed();
      await eventually(() =>
        expect(order.get(ServiceClient).send(LOOKUP, lookup('boot-1'))).resolves.toEqual({
          products: [boot],
          missing: [],
        }),
      );
    } finally {
      await order.close();
      await catalog.app.close();
      await nats.stop();
    }
  });

  it('closes promptly while NATS stays unreachable', async () => {
    const nats = await startNatsServer();
    await nats.down();
    const catalog = await startResponder(nats.url, 'never');
    const closed = catalog.app.close().then(() => 'closed');

    await expect(closed).resolves.toBe('closed');
    await nats.stop();
  });
});

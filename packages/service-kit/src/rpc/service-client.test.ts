import { connect } from 'nats';
import { firstValueFrom } from 'rxjs';
import { RpcClient } from './rpc-client';
import { failedMessage, ServiceClient, unavailableMessage } from './service-client';
import {
  boot,
  failureOf,
  handled,
  lookup,
  LOOKUP,
  startAsker,
  startResponder,
  TIMEOUT_MS,
  useRpcPair,
} from './service-client.fixture';

describe('request-reply between services', () => {
  const pair = useRpcPair();

  it('returns the answer, checked against the contract', async () => {
    await expect(pair.client.send(LOOKUP, lookup('boot-1'))).resolves.toEqual({
      products: [boot],
      missing: [],
    });
  });

  it.each([
    ['gone', 404, 'Product not found'],
    ['bad', 400, 'ids: Invalid product id'],
    ['short', 409, 'Only 1 left in stock'],
  ])('passes on a refusal (%s) with its status and message', async (id, status, message) => {
    const refusal = await failureOf(pair.client.send(LOOKUP, lookup(id)));

    expect(refusal.getStatus()).toBe(status);
    expect(refusal.message).toBe(message);
  });

  it('refuses a request off the contract with 400 naming the field', async () => {
    const raw = new RpcClient({ service: 'order', natsUrl: pair.nats.url });
    try {
      const refusal = await firstValueFrom(raw.send(LOOKUP, { ids: [] })).catch(
        (error: unknown) => error,
      );
      expect(refusal).toEqual({ status: 400, message: expect.stringMatching(/^ids: /) });
    } finally {
      await raw.close();
    }
  });

  it('answers 502 when the answering service breaks, keeping its internals to itself', async () => {
    const failure = await failureOf(pair.client.send(LOOKUP, lookup('broken')));

    expect(failure.getStatus()).toBe(502);
    expect(failure.message).toBe(failedMessage('catalog'));
  });

  it('answers 502 when the answer is off its contract', async () => {
    const failure = await failureOf(pair.client.send(LOOKUP, lookup('nonsense')));

    expect(failure.getStatus()).toBe(502);
  });

  it('answers 503 when no answer comes within the timeout', async () => {
    const started = Date.now();
    const failure = await failureOf(pair.client.send(LOOKUP, lookup('slow')));

    expect(failure.getStatus()).toBe(503);
    expect(failure.message).toBe(unavailableMessage('catalog'));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('answers 503 without waiting out the timeout when nobody answers', async () => {
    const elsewhere = await startAsker(pair.nats.url, {
      namespace: 'elsewhere',
      timeoutMs: 20_000,
    });
    try {
      const started = Date.now();
      const failure = await failureOf(elsewhere.get(ServiceClient).send(LOOKUP, lookup('boot-1')));

      expect(failure.getStatus()).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await elsewhere.close();
    }
  });

  it('asks on the namespaced subject, answered only within the same namespace', async () => {
    const nc = await connect({ servers: pair.nats.url });
    const seen: string[] = [];
    nc.subscribe('shop-a.rpc.>', { callback: (_error, msg) => seen.push(msg.subject) });
    await nc.flush();
    const responder = await startResponder(pair.nats.url, 'namespaced', 'shop-a');
    await responder.server.whenSubscribed();
    const asker = await startAsker(pair.nats.url, { namespace: 'shop-a' });
    try {
      await expect(asker.get(ServiceClient).send(LOOKUP, lookup('boot-1'))).resolves.toEqual({
        products: [boot],
        missing: [],
      });
      expect(handled.get('namespaced')).toBe(1);
      expect(handled.get('first')).toBeUndefined();
      expect(seen).toContain('shop-a.rpc.catalog.products.lookup');
    } finally {
      await asker.close();
      await responder.app.close();
      await nc.close();
    }
  });
});

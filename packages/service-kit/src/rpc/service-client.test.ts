import {
  BadRequestException,
  Controller,
  HttpException,
  Inject,
  Module,
  NotFoundException,
  type DynamicModule,
  type INestApplication,
} from '@nestjs/common';
import { RPC, type ProductLookup, type RpcRequest } from '@shop/contracts';
import { firstValueFrom } from 'rxjs';
import { connect } from 'nats';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { createTestApp } from '../testing/test-app';
import { eventually } from '../events/test-fixture';
import { connectRpcServer } from './connect-rpc-server';
import { RpcClient } from './rpc-client';
import { refuse } from './rpc-refusal';
import type { RpcServer } from './rpc-server';
import { AnswerRpc, RpcPayload } from './rpc.decorators';
import { RpcModule } from './rpc.module';
import { failedMessage, ServiceClient, unavailableMessage } from './service-client';

const LOOKUP = RPC.lookupProducts;
const TIMEOUT_MS = 400;
const boot: ProductLookup = {
  _id: 'boot-1',
  name: 'Chelsea boot',
  status: 'Active',
  price: { base: 120, discount: null },
  effectivePrice: 120,
  sizes: [{ sizeLabel: 'EU 42', available: true, stock: 3 }],
  image: null,
  stockQuantity: 3,
  category: 'Men',
  subcategory: 'Shoes',
  brand: 'Leather & Last',
  madeToMeasureCharge: null,
};

/** Who answered what, per replica; and a hook to see a request arrive. */
const handled = new Map<string, number>();
let onArrival: (() => void) | undefined;

const REPLICA = 'REPLICA';

/** A stand-in catalog: what it answers depends on the first id asked for. */
@Controller()
class StandInCatalog {
  constructor(@Inject(REPLICA) private readonly replica: string) {}

  @AnswerRpc(LOOKUP)
  async lookup(@RpcPayload(LOOKUP) { ids }: RpcRequest<typeof LOOKUP>): Promise<unknown> {
    handled.set(this.replica, (handled.get(this.replica) ?? 0) + 1);
    onArrival?.();
    switch (ids[0]) {
      case 'gone':
        throw new NotFoundException('Product not found');
      case 'bad':
        throw new BadRequestException('ids: Invalid product id');
      case 'short':
        throw refuse(409, 'Only 1 left in stock');
      case 'broken':
        throw new Error('relation "products" does not exist');
      case 'nonsense':
        return { wrong: true };
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 300));
        return { products: [], missing: ids };
      case 'unhurried':
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { products: [], missing: ids };
      default:
        return { products: ids.includes(boot._id) ? [boot] : [], missing: [] };
    }
  }
}

@Module({})
class StandInCatalogModule {
  static forReplica(replica: string): DynamicModule {
    return {
      module: StandInCatalogModule,
      controllers: [StandInCatalog],
      providers: [{ provide: REPLICA, useValue: replica }],
    };
  }
}

interface Responder {
  app: INestApplication;
  server: RpcServer;
}

async function startResponder(
  natsUrl: string,
  replica: string,
  namespace = '',
): Promise<Responder> {
  const app = await createTestApp([StandInCatalogModule.forReplica(replica)], {
    service: 'catalog',
  });
  const server = connectRpcServer(app, { service: 'catalog', natsUrl, namespace });
  await app.startAllMicroservices();
  return { app, server };
}

async function startAsker(natsUrl: string, settings: { namespace?: string; timeoutMs?: number }) {
  return createTestApp(
    [RpcModule.forRoot({ service: 'order', natsUrl, timeoutMs: TIMEOUT_MS, ...settings })],
    { service: 'order' },
  );
}

async function failureOf(work: Promise<unknown>): Promise<HttpException> {
  const failure = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(HttpException);
  return failure as HttpException;
}

const lookup = (...ids: string[]) => ({ ids });

describe('request-reply between services', () => {
  let nats: TestNatsServer;
  let catalog: Responder;
  let order: INestApplication;
  let client: ServiceClient;

  beforeAll(async () => {
    nats = await startNatsServer();
    catalog = await startResponder(nats.url, 'first');
    await catalog.server.whenSubscribed();
    order = await startAsker(nats.url, {});
    client = order.get(ServiceClient);
  });
  afterAll(async () => {
    await order?.close();
    await catalog?.app.close();
    await nats?.stop();
  });
  beforeEach(() => {
    handled.clear();
    onArrival = undefined;
  });

  it('returns the answer, checked against the contract', async () => {
    await expect(client.send(LOOKUP, lookup('boot-1'))).resolves.toEqual({
      products: [boot],
      missing: [],
    });
  });

  it.each([
    ['gone', 404, 'Product not found'],
    ['bad', 400, 'ids: Invalid product id'],
    ['short', 409, 'Only 1 left in stock'],
  ])('passes on a refusal (%s) with its status and message', async (id, status, message) => {
    const refusal = await failureOf(client.send(LOOKUP, lookup(id)));

    expect(refusal.getStatus()).toBe(status);
    expect(refusal.message).toBe(message);
  });

  it('refuses a request off the contract with 400 naming the field', async () => {
    const raw = new RpcClient({ service: 'order', natsUrl: nats.url });
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
    const failure = await failureOf(client.send(LOOKUP, lookup('broken')));

    expect(failure.getStatus()).toBe(502);
    expect(failure.message).toBe(failedMessage('catalog'));
  });

  it('answers 502 when the answer is off its contract', async () => {
    const failure = await failureOf(client.send(LOOKUP, lookup('nonsense')));

    expect(failure.getStatus()).toBe(502);
  });

  it('answers 503 when no answer comes within the timeout', async () => {
    const started = Date.now();
    const failure = await failureOf(client.send(LOOKUP, lookup('slow')));

    expect(failure.getStatus()).toBe(503);
    expect(failure.message).toBe(unavailableMessage('catalog'));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('answers 503 without waiting out the timeout when nobody answers', async () => {
    const elsewhere = await startAsker(nats.url, { namespace: 'elsewhere', timeoutMs: 20_000 });
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
    const nc = await connect({ servers: nats.url });
    const seen: string[] = [];
    nc.subscribe('shop-a.rpc.>', { callback: (_error, msg) => seen.push(msg.subject) });
    await nc.flush();
    const responder = await startResponder(nats.url, 'namespaced', 'shop-a');
    await responder.server.whenSubscribed();
    const asker = await startAsker(nats.url, { namespace: 'shop-a' });
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

  it('lets replicas share the requests, each answered once', async () => {
    const second = await startResponder(nats.url, 'second');
    await second.server.whenSubscribed();
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => client.send(LOOKUP, lookup('boot-1'))),
      );

      expect(answers).toHaveLength(20);
      expect((handled.get('first') ?? 0) + (handled.get('second') ?? 0)).toBe(20);
      expect(handled.get('first')).toBeGreaterThan(0);
      expect(handled.get('second')).toBeGreaterThan(0);
    } finally {
      await second.app.close();
    }
  });

  it('answers the request in hand when a replica closes, and leaves new ones to the others', async () => {
    const closing = await startResponder(nats.url, 'closing');
    await closing.server.whenSubscribed();
    try {
      // Ask until the closing replica has one in hand, then close it.
      const arrived = new Promise<void>((resolve) => {
        onArrival = () => handled.has('closing') && resolve();
      });
      const asked = Array.from({ length: 10 }, () => client.send(LOOKUP, lookup('unhurried')));
      await arrived;
      await closing.server.close();
      await expect(Promise.all(asked)).resolves.toHaveLength(10);

      handled.clear();
      await client.send(LOOKUP, lookup('boot-1'));
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

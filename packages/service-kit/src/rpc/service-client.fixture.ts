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
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { createTestApp } from '../testing/test-app';
import { connectRpcServer } from './connect-rpc-server';
import { refuse } from './rpc-refusal';
import type { RpcServer } from './rpc-server';
import { AnswerRpc, RpcPayload } from './rpc.decorators';
import { RpcModule } from './rpc.module';
import { ServiceClient } from './service-client';
import { useFixture } from '../testing/use-fixture';

export const LOOKUP = RPC.lookupProducts;
export const TIMEOUT_MS = 400;
export const boot: ProductLookup = {
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
  color: 'Black',
  madeToMeasureCharge: null,
};

/** Who answered what, per replica; and a hook to see a request arrive. */
export const handled = new Map<string, number>();
let onArrival: (() => void) | undefined;

export function whenRequestArrives(hook: () => void): void {
  onArrival = hook;
}

/** Before each test: nobody has answered anything yet. */
export function forgetAnswers(): void {
  handled.clear();
  onArrival = undefined;
}

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

export interface Responder {
  app: INestApplication;
  server: RpcServer;
}

export async function startResponder(
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

export async function startAsker(
  natsUrl: string,
  settings: { namespace?: string; timeoutMs?: number },
) {
  return createTestApp(
    [RpcModule.forRoot({ service: 'order', natsUrl, timeoutMs: TIMEOUT_MS, ...settings })],
    { service: 'order' },
  );
}

export async function failureOf(work: Promise<unknown>): Promise<HttpException> {
  const failure = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(HttpException);
  return failure as HttpException;
}

export const lookup = (...ids: string[]) => ({ ids });

export interface RpcPair {
  nats: TestNatsServer;
  /** The stand-in catalog, replica `first`. */
  catalog: Responder;
  /** The order service's client, asking the catalog. */
  client: ServiceClient;
  close(): Promise<void>;
}

/** A NATS server, a stand-in catalog answering on it, and an order service asking it. */
async function startRpcPair(): Promise<RpcPair> {
  const nats = await startNatsServer();
  const catalog = await startResponder(nats.url, 'first');
  await catalog.server.whenSubscribed();
  const order = await startAsker(nats.url, {});
  return {
    nats,
    catalog,
    client: order.get(ServiceClient),
    async close() {
      await order.close();
      await catalog.app.close();
      await nats.stop();
    },
  };
}

/** The pair, started for the tests around it; nobody has answered anything when each begins. */
export function useRpcPair(): RpcPair {
  beforeEach(forgetAnswers);
  return useFixture(startRpcPair, (pair) => pair.close());
}

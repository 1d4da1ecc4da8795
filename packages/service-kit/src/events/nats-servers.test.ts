import { Controller, Module } from '@nestjs/common';
import { RPC, type RpcRequest } from '@shop/contracts';
import { firstValueFrom } from 'rxjs';
import { loadConfig } from '../config/load-config';
import { serviceConfigSchema } from '../config/service-config';
import { connectRpcServer } from '../rpc/connect-rpc-server';
import { RpcClient } from '../rpc/rpc-client';
import { AnswerRpc, RpcPayload } from '../rpc/rpc.decorators';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server';
import { testKeySettings } from '../testing/signing-keys';
import { createTestApp } from '../testing/test-app';
import { NatsConnectionManager } from './nats-connection';
import { natsServers } from './nats-servers';

// Nothing listens on the discard port: a cluster node that is down.
const DOWN_NODE = 'nats://127.0.0.1:9';
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

const LOOKUP = RPC.lookupProducts;

@Controller()
class EmptyCatalog {
  @AnswerRpc(LOOKUP)
  lookup(@RpcPayload(LOOKUP) { ids }: RpcRequest<typeof LOOKUP>) {
    return { products: [], missing: ids };
  }
}

@Module({ controllers: [EmptyCatalog] })
class EmptyCatalogModule {}

const schema = serviceConfigSchema({ service: 'catalog', port: 4412 });
const natsUrlOf = (NATS_URL: string) =>
  loadConfig(schema, { NODE_ENV: 'test', ...testKeySettings(), NATS_URL }).NATS_URL;

describe('NATS_URL naming the nodes of a cluster', () => {
  let nats: TestNatsServer;

  beforeAll(async () => {
    nats = await startNatsServer();
  });
  afterAll(() => nats.stop());

  it('takes one URL or several, comma-separated, and names a wrong one', () => {
    expect(natsServers(natsUrlOf('nats://127.0.0.1:4222'))).toEqual(['nats://127.0.0.1:4222']);
    expect(natsServers(natsUrlOf('nats://127.0.0.1:4222, nats://127.0.0.1:4223'))).toEqual([
      'nats://127.0.0.1:4222',
      'nats://127.0.0.1:4223',
    ]);
    expect(() => natsUrlOf('nats://127.0.0.1:4222,http://127.0.0.1:4223')).toThrow(
      'NATS_URL: expected nats:// URLs, comma-separated, not "http://127.0.0.1:4223"',
    );
    expect(() => natsUrlOf('nats://127.0.0.1:4222,')).toThrow('NATS_URL');
  });

  it('connects the event bus to a node that answers when another is down', async () => {
    const connection = new NatsConnectionManager({
      serviceName: 'catalog',
      natsUrl: `${nats.url},${DOWN_NODE}`,
      logger: quiet,
    });
    try {
      expect(await connection.tryConnect()).toBe(true);
      expect(connection.current()?.getServer()).toBe(new URL(nats.url).host);
    } finally {
      await connection.close();
    }
  });

  it('answers requests over nodes that answer when another is down, on both sides', async () => {
    const natsUrl = `${nats.url},${DOWN_NODE}`;
    const catalog = await createTestApp([EmptyCatalogModule], { service: 'catalog' });
    const server = connectRpcServer(catalog, { service: 'catalog', natsUrl });
    await catalog.startAllMicroservices();
    const client = new RpcClient({ service: 'order', natsUrl });
    try {
      await server.whenSubscribed();
      await expect(firstValueFrom(client.send(LOOKUP, { ids: ['boot-1'] }))).resolves.toEqual({
        products: [],
        missing: ['boot-1'],
      });
    } finally {
      await client.close();
      await catalog.close();
    }
  });
});

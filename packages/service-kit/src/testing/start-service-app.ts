import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { BaseConfig } from '../config/service-config';
import { DATABASE, type Database } from '../database/database.types';
import { connectRpcServer } from '../rpc/connect-rpc-server';
import { startNatsServer, type TestNatsServer } from './nats-server';
import { testKeySettings } from './signing-keys';
import { createTestApp } from './test-app';
import { createTestDatabaseUrl } from './test-database';

export interface ServiceAppUnderTest<C extends BaseConfig> {
  app: INestApplication;
  db: Database;
  config: C;
  nats: TestNatsServer;
  stop(): Promise<void>;
}

interface StartServiceAppOptions<C extends BaseConfig> {
  service: string;
  loadConfig: (env: Record<string, string>) => C;
  appModule: { forRoot(config: C): DynamicModule };
  /** Extra settings, applied over the test keys and the test database and NATS addresses. */
  settings?: Record<string, string>;
}

/**
 * A whole service as it runs in production, on a fresh database (the PostgreSQL server when
 * reachable, else embedded in memory) and a NATS server of its own, answering request-reply.
 */
export async function startServiceApp<C extends BaseConfig>({
  service,
  loadConfig,
  appModule,
  settings = {},
}: StartServiceAppOptions<C>): Promise<ServiceAppUnderTest<C>> {
  // A database the caller brings (one kept across restarts) is theirs to drop.
  const database = settings.DATABASE_URL
    ? { url: settings.DATABASE_URL, drop: async () => undefined }
    : await createTestDatabaseUrl(service);
  const nats = await startNatsServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    ...testKeySettings(),
    DATABASE_URL: database.url,
    NATS_URL: nats.url,
    ...settings,
  });
  const app = await createTestApp([appModule.forRoot(config)], { service }).catch(
    async (error: unknown) => {
      await Promise.allSettled([nats.stop(), database.drop()]);
      throw error;
    },
  );
  const rpc = connectRpcServer(app, {
    service,
    natsUrl: config.NATS_URL,
    namespace: config.NATS_NAMESPACE,
  });
  await app.startAllMicroservices();
  await rpc.whenSubscribed();
  return {
    app,
    db: app.get<Database>(DATABASE),
    config,
    nats,
    async stop() {
      await app.close();
      await Promise.allSettled([nats.stop(), database.drop()]);
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DATABASE, type Database } from '@shop/service-kit';
import { createTestApp, createTestDatabaseUrl, startNatsServer } from '@shop/service-kit/testing';
import { AppModule } from '../app.module';
import { loadCatalogConfig, SERVICE, type CatalogConfig } from '../config';

export interface CatalogTestApp {
  app: INestApplication;
  db: Database;
  config: CatalogConfig;
  stop(): Promise<void>;
}

/**
 * The whole catalog service on a fresh database (the PostgreSQL server when reachable, else
 * embedded in memory), its own NATS server and an empty uploads folder.
 */
export async function startCatalogApp(
  settings: Record<string, string> = {},
): Promise<CatalogTestApp> {
  const database = await createTestDatabaseUrl(SERVICE);
  const nats = await startNatsServer();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'catalog-uploads-'));
  const config = loadCatalogConfig({
    DATABASE_URL: database.url,
    NATS_URL: nats.url,
    UPLOADS_DIR: uploadsDir,
    SEED_DEMO_CATALOGUE: 'false',
    ...settings,
  });
  let app: INestApplication;
  try {
    app = await createTestApp([AppModule.forRoot(config)], { service: SERVICE });
  } catch (error) {
    await Promise.allSettled([nats.stop(), database.drop()]);
    throw error;
  }
  return {
    app,
    db: app.get<Database>(DATABASE),
    config,
    async stop() {
      await app.close();
      await Promise.allSettled([nats.stop(), database.drop()]);
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

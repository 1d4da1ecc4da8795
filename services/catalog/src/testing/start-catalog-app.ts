import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceApp, type ServiceAppUnderTest } from '@shop/service-kit/testing';
import { AppModule } from '../app.module';
import { loadCatalogConfig, SERVICE, type CatalogConfig } from '../config';

export type CatalogTestApp = ServiceAppUnderTest<CatalogConfig>;

/** The whole catalog service with an empty uploads folder and no demo catalogue. */
export async function startCatalogApp(
  settings: Record<string, string> = {},
): Promise<CatalogTestApp> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'catalog-uploads-'));
  const catalog = await startServiceApp({
    service: SERVICE,
    loadConfig: loadCatalogConfig,
    appModule: AppModule,
    settings: { UPLOADS_DIR: uploadsDir, SEED_DEMO_CATALOGUE: 'false', ...settings },
  });
  return {
    ...catalog,
    async stop() {
      await catalog.stop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

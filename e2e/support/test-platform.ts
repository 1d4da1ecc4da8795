import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabaseUrl, type TestDatabase } from '@shop/service-kit/testing';

// The launcher is plain Node (it also serves `npm start`), so it is required, not imported.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startPlatform } = require('../../scripts/platform/launch.cjs') as {
  startPlatform: (options: object) => Promise<RunningPlatform>;
};

const SERVICES = ['identity', 'catalog', 'order', 'analytics'] as const;
// Seeded product images are the same every run; keeping them saves the renders.
const SHARED_UPLOADS = path.resolve(__dirname, '../../.data/e2e-uploads');

export interface RunningPlatform {
  ports: Record<string, number>;
  natsUrl: string;
  jwtSecret: string;
  urls: { shop: string; api: string };
  startApp(name: string): Promise<unknown>;
  stopApp(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface TestPlatform extends RunningPlatform {
  close(): Promise<void>;
}

/**
 * The whole shop on free ports: fresh databases (the PostgreSQL server when one answers, the
 * embedded one otherwise), a private nats-server, production builds of every frontend.
 */
export async function startTestPlatform(): Promise<TestPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const databases: TestDatabase[] = await Promise.all(
    SERVICES.map((s) => createTestDatabaseUrl(s)),
  );
  const ports = Object.fromEntries(
    [
      'identity',
      'catalog',
      'order',
      'analytics',
      'gateway',
      'shell',
      'mf-catalog',
      'mf-checkout',
      'mf-account',
      'mf-admin',
    ].map((n) => [n, 0]),
  );
  const platform = await startPlatform({
    ports,
    dataDir,
    databaseUrls: Object.fromEntries(SERVICES.map((s, i) => [s, databases[i].url])),
    natsPort: 0,
    env: {
      UPLOADS_DIR: SHARED_UPLOADS,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-signing-secret-0123456789abcdef',
    },
    quiet: true,
  });
  return {
    ...platform,
    async close() {
      await platform.stop();
      await Promise.all(databases.map((d) => d.drop().catch(() => undefined)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabaseUrl, type TestDatabase } from '@shop/service-kit/testing';
import { startPlatform, type RunningPlatform } from '../../scripts/platform/launch.cjs';
import { natsClusterSize, replicaCount } from '../../scripts/platform/replicas.cjs';
import frontends from '../../scripts/rspack/frontends.cjs';

const SERVICES = ['identity', 'catalog', 'order', 'analytics'] as const;
// Seeded product images are the same every run; keeping them saves the renders.
const SHARED_UPLOADS = path.resolve(__dirname, '../../.data/e2e-uploads');

/** The back office account the journeys' platform starts with. */
export const E2E_ADMIN = { email: 'admin@leatherandlast.test', password: 'Journey-admin-2026' };

export interface TestPlatform extends RunningPlatform {
  /** Each service's database (a postgres:// URL on the PostgreSQL server, else embedded). */
  databaseUrls: Record<(typeof SERVICES)[number], string>;
  /** Its data folder (DATA_DIR for the operator's scripts, e.g. `npm run release`). */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestPlatformOptions {
  frontendDirs?: Record<string, string>;
  env?: Record<string, string>;
  /** Processes of each service: E2E_REPLICAS, else one. More need the PostgreSQL server. */
  replicas?: number;
  /** nats-servers, started as a cluster when more than one: E2E_NATS_CLUSTER, else one. */
  natsCluster?: number;
}

/**
 * The whole shop on ports its servers take themselves (read back from their listening lines):
 * fresh databases (the PostgreSQL server when one answers, the embedded one otherwise), a
 * private nats-server (or cluster), production builds of every frontend. `E2E_REPLICAS=2
 * E2E_NATS_CLUSTER=3` runs any journey on two replicas of each service and three NATS nodes.
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const replicas = options.replicas ?? replicaCount(process.env.E2E_REPLICAS, 'E2E_REPLICAS');
  const natsCluster =
    options.natsCluster ?? natsClusterSize(process.env.E2E_NATS_CLUSTER, 'E2E_NATS_CLUSTER');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const databases: TestDatabase[] = await Promise.all(
    SERVICES.map((s) => createTestDatabaseUrl(s)),
  );
  if (replicas > 1 && databases.some((database) => database.engine !== 'server')) {
    rmSync(dataDir, { recursive: true, force: true });
    await Promise.all(databases.map((database) => database.drop()));
    throw new Error(
      `${replicas} replicas of each service need the PostgreSQL server (TEST_DATABASE_URL, or 127.0.0.1:5432), and none answered`,
    );
  }
  const databaseUrls = Object.fromEntries(
    SERVICES.map((s, i) => [s, databases[i].url]),
  ) as TestPlatform['databaseUrls'];
  const ports = Object.fromEntries(
    [...SERVICES, 'gateway', ...frontends.map(({ name }) => name)].map((n) => [n, 0]),
  );
  const platform = await startPlatform({
    ports,
    dataDir,
    databaseUrls,
    natsPort: 0,
    replicas,
    natsCluster,
    frontendDirs: options.frontendDirs,
    env: {
      UPLOADS_DIR: SHARED_UPLOADS,
      // info, not less: services on port 0 name the port they took in an info line.
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...options.env,
    },
    // E2E_LOGS=1 prints every process's lines, to see what a failing journey went through.
    quiet: !process.env.E2E_LOGS,
  });
  return {
    ...platform,
    databaseUrls,
    dataDir,
    async close() {
      await platform.stop();
      await Promise.all(databases.map((d) => d.drop().catch(() => undefined)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The launcher's own cluster (NATS_CLUSTER), so tests and `npm start` run the same one.
import { startNatsCluster, type NatsCluster } from '../../../../scripts/platform/nats-cluster.cjs';

export interface TestNatsCluster extends NatsCluster {
  /** Stops every node and deletes their stores. */
  close(): Promise<void>;
}

/** Three nats-servers routed together on loopback, each with a JetStream store of its own. */
export async function startTestNatsCluster(size = 3): Promise<TestNatsCluster> {
  const storeDir = mkdtempSync(join(tmpdir(), 'nats-cluster-'));
  const cluster = await startNatsCluster({ size, storeDir, quiet: true }).catch(
    (error: unknown) => {
      rmSync(storeDir, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    ...cluster,
    async close() {
      await cluster.stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

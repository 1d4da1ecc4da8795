import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPlatform } from '../platform/launch.cjs';
import { appOf, natsClusterSize, replicaCount, replicaNames } from '../platform/replicas.cjs';

describe('replicas of the services', () => {
  it('are named after their service and numbered from 1, a single one by its name alone', () => {
    expect(replicaNames('catalog', 1)).toEqual(['catalog']);
    expect(replicaNames('catalog', 3)).toEqual(['catalog#1', 'catalog#2', 'catalog#3']);
    expect(appOf('catalog#2')).toEqual({ app: 'catalog', replica: 2 });
    expect(appOf('gateway')).toEqual({ app: 'gateway', replica: undefined });
  });

  it('are counted by SERVICE_REPLICAS, one by default, and a wrong count is named', () => {
    expect(replicaCount(undefined)).toBe(1);
    expect(replicaCount('')).toBe(1);
    expect(replicaCount('3')).toBe(3);
    for (const wrong of ['0', '-1', '1.5', 'two'])
      expect(() => replicaCount(wrong)).toThrow(
        `SERVICE_REPLICAS must be a whole number of at least 1, got '${wrong}'`,
      );
  });

  it('NATS_CLUSTER takes one node or a cluster that keeps a majority when one stops', () => {
    expect(natsClusterSize(undefined)).toBe(1);
    expect(natsClusterSize('3')).toBe(3);
    expect(() => natsClusterSize('2')).toThrow(
      "NATS_CLUSTER must be 1, 3 or 5 (JetStream goes on while most of its nodes run), got '2'",
    );
  });

  it('need a PostgreSQL server for every service, and the launcher says so before starting anything', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'replicas-'));
    try {
      await expect(
        startPlatform({
          ports: {},
          dataDir: root,
          natsPort: 0,
          replicas: 2,
          databaseUrls: {
            catalog: 'postgres://postgres@127.0.0.1:5432/catalog',
            order: 'memory://',
          },
          quiet: true,
        }),
      ).rejects.toThrow(
        'SERVICE_REPLICAS=2 needs a PostgreSQL server: set IDENTITY_DATABASE_URL, ORDER_DATABASE_URL, ANALYTICS_DATABASE_URL (the embedded database runs one process per data folder)',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

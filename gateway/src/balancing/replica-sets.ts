import type { GatewayConfig } from '../config';
import { serviceUrls, type ServiceName } from '../routes';
import { ReplicaSet } from './replica-set';

/** Each service's replicas, from `<SERVICE>_URL`. */
export type ReplicaSets = Record<ServiceName, ReplicaSet>;

export const REPLICA_SETS = 'REPLICA_SETS';

export function replicaSetsOf(config: GatewayConfig): ReplicaSets {
  const urls = serviceUrls(config);
  const sets = {} as ReplicaSets;
  for (const service of Object.keys(urls) as ServiceName[])
    sets[service] = new ReplicaSet(service, urls[service]);
  return sets;
}

/** Every service with a choice of replicas has them asked whether they are ready, until closed. */
export function probeReplicas(sets: ReplicaSets, intervalMs: number): { close(): void } {
  for (const set of Object.values(sets)) set.startProbing(intervalMs);
  return {
    close: () => {
      for (const set of Object.values(sets)) set.stopProbing();
    },
  };
}

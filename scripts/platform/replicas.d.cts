// Types of replicas.cjs, for the TypeScript tests that share it with the launcher.

export declare function replicaCount(value: string | undefined, variable?: string): number;
export declare function natsClusterSize(value: string | undefined, variable?: string): number;
export declare function replicaNames(service: string, count: number): string[];
export declare function appOf(name: string): { app: string; replica: number | undefined };
export declare function refuseEmbeddedReplicas(
  count: number,
  databaseUrls: Record<string, string>,
): void;

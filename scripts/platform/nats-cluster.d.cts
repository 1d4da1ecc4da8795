// Types of nats-cluster.cjs, for the TypeScript tests that share it with the launcher.

export interface NatsCluster {
  /** Every node's URL, comma-separated, as NATS_URL takes them. */
  url: string;
  nodes: Array<{ name: string; url: string }>;
  /** Stops node n (from 1), keeping its ports and store. */
  stopNode(n: number): Promise<void>;
  /** Starts node n again after stopNode, once it knows the JetStream leader. */
  startNode(n: number): Promise<void>;
  stop(): Promise<void>;
}

export declare const CLUSTER_NAME: string;
export declare function startNatsCluster(options: {
  size?: number;
  storeDir: string;
  quiet?: boolean;
  bin?: string;
}): Promise<NatsCluster>;

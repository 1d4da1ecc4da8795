import type { ServerInfo } from 'nats';

/** Copies a stream keeps on a cluster of at least this many nodes: one node may go. */
export const CLUSTER_STREAM_REPLICAS = 3;

/** How many copies of each stream the servers keep. */
export interface StreamReplicas {
  count: number;
  /**
   * NATS_STREAM_REPLICAS set it: applied as it is, lower than now included. Read from the
   * server it only ever raises a stream's copies: a node that is down (and so missing from what
   * the server reports) must not make a service lower them.
   */
  configured: boolean;
}

/** The count for a stream that now keeps `current` copies (none: a new stream). */
export function replicasFor(wanted: StreamReplicas, current?: number): number {
  if (wanted.configured || current === undefined) return wanted.count;
  return Math.max(wanted.count, current);
}

/**
 * NATS_STREAM_REPLICAS when set; else three on a cluster of three nodes or more (the servers the
 * connected one names in its INFO, itself included), one on a single server.
 */
export function streamReplicasOf(info: ServerInfo | undefined, setting?: number): StreamReplicas {
  if (setting !== undefined) return { count: setting, configured: true };
  const nodes = info?.cluster ? new Set(info.connect_urls ?? []).size : 1;
  return {
    count: nodes >= CLUSTER_STREAM_REPLICAS ? CLUSTER_STREAM_REPLICAS : 1,
    configured: false,
  };
}

/** Before the server has been asked: one copy, raising nothing. */
export const UNKNOWN_REPLICAS: StreamReplicas = { count: 1, configured: false };

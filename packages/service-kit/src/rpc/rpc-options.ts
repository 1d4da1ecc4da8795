export interface RpcOptions {
  /** The service's name: the queue group its replicas share, and the name of its connections. */
  service: string;
  natsUrl: string;
  /** Put in front of every subject, so platforms can share a NATS server; '' for none. */
  namespace?: string;
  /** How long a caller waits for an answer. Defaults to DEFAULT_RPC_TIMEOUT_MS. */
  timeoutMs?: number;
}

export const DEFAULT_RPC_TIMEOUT_MS = 5_000;

/** While NATS is unreachable, both sides try again this often. */
export const RPC_RECONNECT_WAIT_MS = 1_000;
/** A connection attempt that gets no answer is given up after this long (then retried). */
export const RPC_CONNECT_TIMEOUT_MS = 2_000;

export const RPC_OPTIONS = 'RPC_OPTIONS';
export const RPC_CLIENT = 'RPC_CLIENT';

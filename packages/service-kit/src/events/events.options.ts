export interface EventsModuleOptions {
  /** Names the NATS connection, prefixes durable consumers and is the reply queue group. */
  serviceName: string;
  natsUrl: string;
  /**
   * Keeps this platform apart from others on a shared nats-server: subjects become
   * `<namespace>.<subject>` and streams `<NAMESPACE>_<STREAM>`. '' (the default): plain names.
   */
  namespace?: string;
  /** Copies of each stream on a cluster (NATS_STREAM_REPLICAS); unset: read from the server. */
  streamReplicas?: number;
  /** Events each consumer handles at once (EVENTS_IN_HAND); unset: by the database's engine. */
  eventsInHand?: number;
  /** How often the relay looks for unsent outbox rows. Defaults to 250 ms. */
  relayIntervalMs?: number;
  /** Pending events of one consumer past which it is reported behind (EVENT_LAG_ALERT). */
  lagAlert?: number;
  /** How often the consumers' pending events are checked. Defaults to 30 s. */
  lagCheckIntervalMs?: number;
}

export const EVENTS_OPTIONS = 'EVENTS_OPTIONS';

export interface EventsModuleOptions {
  /** Names the NATS connection, prefixes durable consumers and is the reply queue group. */
  serviceName: string;
  natsUrl: string;
  /**
   * Keeps this platform apart from others on a shared nats-server: subjects become
   * `<namespace>.<subject>` and streams `<NAMESPACE>_<STREAM>`. '' (the default): plain names.
   */
  namespace?: string;
  /** How often the relay looks for unsent outbox rows. Defaults to 250 ms. */
  relayIntervalMs?: number;
}

export const EVENTS_OPTIONS = 'EVENTS_OPTIONS';

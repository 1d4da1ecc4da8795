export interface EventsModuleOptions {
  /** Names the NATS connection, prefixes durable consumers and is the reply queue group. */
  serviceName: string;
  natsUrl: string;
  /** How often the relay looks for unsent outbox rows. Defaults to 250 ms. */
  relayIntervalMs?: number;
}

export const EVENTS_OPTIONS = 'EVENTS_OPTIONS';

/** Nest injection token for the service's NatsConnection. */
export const NATS_CONNECTION = 'NATS_CONNECTION';

import type { EventEnvelope } from '@shop/contracts';
import type { ZodType } from 'zod';
import type { Transaction } from '../database/database.types';

/**
 * Handles one event inside the transaction that also records it as processed; throwing rolls
 * both back and the event is retried later.
 */
export type EventHandler<P = unknown> = (event: EventEnvelope<P>, tx: Transaction) => Promise<void>;

/** What a service declares to consume an event subject. */
export interface EventSubscription<P = unknown> {
  /** Durable consumer name, unique per service and purpose; no dots, spaces, `*` or `>`. */
  consumer: string;
  /** Subject filter, e.g. 'order.placed' or 'order.>'; must sit inside one stream. */
  subject: string;
  handler: EventHandler<P>;
  /** Validates the payload; an event whose payload fails goes straight to the dead letters. */
  payloadSchema?: ZodType<P>;
  /** Deliveries before the event goes to the dead letters. Defaults to 5. */
  maxDeliver?: number;
  /** Wait before a failed event is redelivered, multiplied by the delivery count. Defaults to 2 s. */
  nakDelayMs?: number;
}

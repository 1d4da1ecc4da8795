import type { EventSubject, TypedEvent } from '@shop/contracts';
import type { Transaction } from '../database/database.types';

/** What a consumer may listen to: one subject, or every subject under a prefix ('order.>'). */
export type EventFilter = EventSubject | `${string}.>`;

/** The subjects a filter takes in. */
type FilteredSubject<F extends EventFilter> = F extends EventSubject
  ? F
  : F extends `${infer Prefix}.>`
    ? Extract<EventSubject, `${Prefix}.${string}`>
    : never;

/** The event a handler of filter `F` receives; narrow a wildcard's union on `event.type`. */
export type FilteredEvent<F extends EventFilter> =
  FilteredSubject<F> extends infer S ? (S extends EventSubject ? TypedEvent<S> : never) : never;

/**
 * Handles one event inside the transaction that also records it as processed; throwing rolls
 * both back. A transient failure (the database or NATS unreachable, a timeout, a serialization
 * conflict) is retried without limit; any other error is a refusal, retried up to `maxDeliver`
 * refusals, then filed as a dead letter.
 */
type EventHandler<F extends EventFilter> = (
  event: FilteredEvent<F>,
  tx: Transaction,
) => Promise<void>;

/** What a service declares to consume events. */
export interface EventSubscription<F extends EventFilter> {
  /** Durable consumer name, unique per service and purpose; no dots, spaces, `*` or `>`. */
  consumer: string;
  /** Subject filter, e.g. 'order.placed' or 'order.>'; must sit inside one stream. */
  subject: F;
  handler: EventHandler<F>;
  /** Refusals before the event goes to the dead letters. Defaults to 5. */
  maxDeliver?: number;
  /** Wait before a refused event is redelivered, multiplied by its refusals. Defaults to 2 s. */
  nakDelayMs?: number;
}

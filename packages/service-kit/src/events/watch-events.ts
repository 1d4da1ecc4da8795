import { isEventSubject } from '@shop/contracts';
import type { NatsConnection, Subscription } from 'nats';
import type { EventFilter, FilteredEvent } from './event-handler';
import { describeError, type EventsLogger } from './events-logger';
import { parseEvent } from './handle-delivery';
import { natsSubject, plainSubject } from './namespace';

/**
 * Hears events as they are published, in every replica, without a durable consumer: for state
 * a replica keeps in memory, such as a cache. Nothing is stored or redelivered, so `onGap` is
 * called whenever events may have gone unheard and the state derived from them must be dropped.
 */
export interface EventWatch<F extends EventFilter> {
  /** A subject, or every subject under a prefix ('catalog.>'). */
  subject: F;
  /** Runs for each well-formed event; an error it throws is logged and the event dropped. */
  handler: (event: FilteredEvent<F>) => void;
  /** Events may have been missed: at the first connection and after every reconnect. */
  onGap?: () => void;
}

/** Subscribes on the connection; nats.js renews the subscription after a reconnect by itself. */
export function watchEvents<F extends EventFilter>(
  nc: NatsConnection,
  namespace: string,
  watch: EventWatch<F>,
  logger: EventsLogger,
): Subscription {
  return nc.subscribe(natsSubject(namespace, watch.subject), {
    callback: (error, msg) => {
      if (error) {
        logger.warn(`watching ${watch.subject}: ${describeError(error)}`);
        return;
      }
      const subject = plainSubject(namespace, msg.subject);
      // A newer release's subject: nothing here reads it (see passOver in handle-delivery).
      if (!isEventSubject(subject)) return;
      const parsed = parseEvent(msg, subject);
      if (!parsed.ok) {
        logger.warn(`watching ${watch.subject}: ignored ${parsed.error}`);
        return;
      }
      try {
        watch.handler(parsed.event as FilteredEvent<F>);
      } catch (handlerError) {
        logger.error(`watching ${watch.subject}: ${describeError(handlerError)}`);
      }
    },
  });
}

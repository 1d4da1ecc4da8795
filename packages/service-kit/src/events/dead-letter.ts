import type { EventEnvelope } from '@shop/contracts';
import type { JetStreamClient } from 'nats';
import { countDeadLetter } from '../telemetry/metrics/event-metrics';
import { deadLetterSubject } from './streams';

/** What publishes events: a JetStream client, or one that adds the platform's namespace. */
export type EventPublisher = Pick<JetStreamClient, 'publish'>;

/**
 * What lands on `dead-letter.<subject>`: the event as received and why a consumer gave up.
 * A message that was not an event at all carries its raw text in `raw` instead of `event`.
 */
export interface DeadLetter {
  /**
   * 'consume': a consumer gave up, so a replay goes to that consumer alone. Anything else (the
   * outbox could not publish it) goes to every consumer of the subject.
   */
  stage?: 'consume' | 'publish';
  consumer: string;
  /** The plain subject the event was published on. */
  subject: string;
  error: string;
  /** Deliveries of the message, transient failures included. */
  deliveries: number;
  /** How often the handler refused it; 0 when it never reached the handler. */
  refusals?: number;
  failedAt: string;
  event?: EventEnvelope;
  raw?: string;
}

export async function publishDeadLetter(
  js: EventPublisher,
  letter: DeadLetter,
  /** Tells deliveries apart (the stream sequence): a replayed event may be filed again. */
  delivery: string | number = '',
): Promise<void> {
  await js.publish(deadLetterSubject(letter.subject), JSON.stringify(letter), {
    // A consumer that crashes after publishing but before term() must not file the letter twice.
    msgID: `${letter.consumer}:${letter.event?.id ?? 'malformed'}:${delivery}`,
  });
  countDeadLetter(letter);
}

import type { EventEnvelope } from '@shop/contracts';
import type { JetStreamClient } from 'nats';
import { deadLetterSubject } from './streams';

/** What lands on `dead-letter.<subject>`: the event as received and why a consumer gave up. */
export interface DeadLetter {
  consumer: string;
  subject: string;
  error: string;
  deliveries: number;
  failedAt: string;
  event: EventEnvelope;
}

export async function publishDeadLetter(js: JetStreamClient, letter: DeadLetter): Promise<void> {
  await js.publish(deadLetterSubject(letter.subject), JSON.stringify(letter), {
    // A consumer that crashes after publishing but before term() must not file the letter twice.
    msgID: `${letter.consumer}:${letter.event.id}`,
  });
}

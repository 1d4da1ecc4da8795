import type { EventEnvelope } from '@shop/contracts';
import type { JetStreamClient } from 'nats';
import { publishDeadLetter, type DeadLetter } from './dead-letter';
import type { OutboxRow } from './event-tables';
import { classifyPublishError } from './publish-failure';

/** What a dead letter keeps of a payload too large to publish; the outbox row keeps it all. */
const PAYLOAD_HEAD_CHARS = 4096;

/**
 * Files `dead-letter.<subject>` for an outbox row the relay gives up on, as consumer
 * `<service>-outbox`. When the letter itself is too large, it carries the payload's beginning
 * and says so. Rejects when no letter can be filed.
 */
export async function deadLetterOutboxRow(
  js: JetStreamClient,
  row: OutboxRow,
  letter: Pick<DeadLetter, 'consumer' | 'error' | 'deliveries'>,
): Promise<void> {
  const whole: DeadLetter = {
    ...letter,
    subject: row.subject,
    failedAt: new Date().toISOString(),
    event: row.payload,
  };
  try {
    await publishDeadLetter(js, whole);
    return;
  } catch (error) {
    if (classifyPublishError(error, true).kind !== 'permanent') throw error;
  }
  const payload = JSON.stringify(row.payload?.payload) ?? '';
  const event: EventEnvelope = {
    ...row.payload,
    payload: {
      truncated: true,
      characters: payload.length,
      head: payload.slice(0, PAYLOAD_HEAD_CHARS),
    },
  };
  await publishDeadLetter(js, {
    ...whole,
    error: `${letter.error}; payload truncated to its first ${PAYLOAD_HEAD_CHARS} of ${payload.length} characters, outbox row ${row.id} keeps it whole`,
    event,
  });
}

import { headers, type JetStreamClient, type JetStreamManager, type MsgRequest } from 'nats';
import type { DeadLetter } from './dead-letter';
import { describeError } from './events-logger';
import { REPLAY_FOR_HEADER } from './handle-delivery';
import { natsStreamName, natsSubject } from './namespace';
import { DEAD_LETTER_STREAM, deadLetterSubject, isNotFound } from './streams';

interface DeadLetterQuery {
  /** The plain subject the events were published on, e.g. 'order.placed'; 'order.>' for all. */
  subject: string;
  /** Only the letters this durable consumer filed, e.g. 'catalog-purchase-count'. */
  consumer?: string;
  namespace?: string;
}

interface StoredDeadLetter {
  /** Sequence in the dead-letter stream. */
  seq: number;
  letter: DeadLetter;
}

interface ReplayReport {
  replayed: StoredDeadLetter[];
  /** Letters without an event (the message was not one): kept, nothing to send again. */
  unreplayable: StoredDeadLetter[];
}

/** The dead letters of a subject, oldest first. */
export async function listDeadLetters(
  jsm: JetStreamManager,
  { subject, consumer, namespace = '' }: DeadLetterQuery,
): Promise<StoredDeadLetter[]> {
  const stream = natsStreamName(namespace, DEAD_LETTER_STREAM);
  const filter = natsSubject(namespace, deadLetterSubject(subject));
  const found: StoredDeadLetter[] = [];
  for (let seq = 1; ;) {
    let stored;
    try {
      // The server's message get takes next_by_subj (2.9 on); the client types know it only
      // for direct gets, which the stream would have to allow.
      const next = { seq, next_by_subj: filter } as unknown as MsgRequest;
      stored = await jsm.streams.getMessage(stream, next);
    } catch (error) {
      if (isNotFound(error)) break;
      throw error;
    }
    const letter = parseLetter(stored.data);
    if (letter && (!consumer || letter.consumer === consumer)) {
      found.push({ seq: stored.seq, letter });
    }
    seq = stored.seq + 1;
  }
  return found;
}

/**
 * Sends the events of a subject's dead letters once more, after the cause was fixed, and
 * removes each letter once its event is back on the stream. A letter a consumer filed goes to
 * that consumer alone (the others had handled or filed the event already); the message id
 * names the letter, so a replay interrupted and run again does not send it twice.
 */
export async function replayDeadLetters(
  js: JetStreamClient,
  jsm: JetStreamManager,
  query: DeadLetterQuery,
): Promise<ReplayReport> {
  const namespace = query.namespace ?? '';
  const stream = natsStreamName(namespace, DEAD_LETTER_STREAM);
  const report: ReplayReport = { replayed: [], unreplayable: [] };
  for (const stored of await listDeadLetters(jsm, query)) {
    const { event, consumer, stage } = stored.letter;
    if (!event) {
      report.unreplayable.push(stored);
      continue;
    }
    const replayHeaders = headers();
    if (stage === 'consume') replayHeaders.set(REPLAY_FOR_HEADER, consumer);
    try {
      await js.publish(natsSubject(namespace, stored.letter.subject), JSON.stringify(event), {
        msgID: `replay:${consumer}:${event.id}:${stored.seq}`,
        headers: replayHeaders,
      });
    } catch (error) {
      throw new Error(
        `Replayed ${report.replayed.length} dead letters, then could not send ${event.id}: ${describeError(error)}`,
      );
    }
    await jsm.streams.deleteMessage(stream, stored.seq, false);
    report.replayed.push(stored);
  }
  return report;
}

function parseLetter(data: Uint8Array): DeadLetter | undefined {
  try {
    const letter = JSON.parse(new TextDecoder().decode(data)) as DeadLetter;
    return typeof letter?.consumer === 'string' && typeof letter.subject === 'string'
      ? letter
      : undefined;
  } catch {
    return undefined;
  }
}

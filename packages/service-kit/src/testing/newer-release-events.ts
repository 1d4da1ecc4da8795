import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { connect } from 'nats';
import type { BaseConfig } from '../config/service-config';
import type { Database } from '../database/database.types';
import { processedEvents } from '../events/event-tables';
import { natsStreamName, natsSubject } from '../events/namespace';
import { DEAD_LETTER_STREAM, ensureStreams, streamForSubject } from '../events/streams';
import { eventually } from './eventually';

/** A field no release of the contracts declares, as one a newer release adds would be. */
export const FIELD_OF_A_NEWER_RELEASE = { giftWrapping: { paper: 'oxblood', ribbon: true } };

export interface NewerReleasePublisher {
  /**
   * Publishes `event` as a newer release of its publisher would: a field this release does not
   * know in its payload and in its envelope, and the same fact published before it on the subject
   * of the message's next version (`order.placed.v2`), which consumers of a wildcard filter
   * receive too. Resolves once the durable `consumer` (`<service>-<name>`) has handled the event
   * and has nothing else in hand.
   */
  deliver(consumer: string, event: EventEnvelope): Promise<void>;
  /** The dead letters the service's consumers have filed. */
  deadLetters(): Promise<number>;
  close(): Promise<void>;
}

/** Publishes into the JetStream of a service under test, in place of a newer release of another. */
export async function newerReleaseEventsTo(service: {
  db: Database;
  config: Pick<BaseConfig, 'NATS_URL' | 'NATS_NAMESPACE'>;
}): Promise<NewerReleasePublisher> {
  const namespace = service.config.NATS_NAMESPACE;
  const connection = await connect({ servers: service.config.NATS_URL });
  const jsm = await connection.jetstreamManager();
  await ensureStreams(jsm, namespace);
  const js = connection.jetstream();
  const publish = async (event: EventEnvelope) => {
    await js.publish(natsSubject(namespace, event.type), JSON.stringify(event), {
      msgID: event.id,
    });
  };
  const handled = async (consumer: string, event: EventEnvelope) => {
    const stream = natsStreamName(namespace, streamForSubject(event.type));
    await eventually(async () => {
      const rows = await service.db
        .select()
        .from(processedEvents)
        .where(and(eq(processedEvents.consumer, consumer), eq(processedEvents.eventId, event.id)));
      if (rows.length !== 1) throw new Error(`${consumer} has not handled ${event.type} yet`);
      const info = await jsm.consumers.info(stream, consumer);
      if (info.num_pending + info.num_ack_pending > 0) throw new Error(`${consumer} still busy`);
    });
  };
  return {
    async deliver(consumer, event) {
      const payload = { ...(event.payload as object), ...FIELD_OF_A_NEWER_RELEASE };
      await publish({
        ...event,
        id: randomUUID(),
        type: `${event.type}.v2`,
        payload,
        ...FIELD_OF_A_NEWER_RELEASE,
      });
      await publish({ ...event, payload, ...FIELD_OF_A_NEWER_RELEASE });
      await handled(consumer, event);
    },
    async deadLetters() {
      const stream = natsStreamName(namespace, DEAD_LETTER_STREAM);
      return (await jsm.streams.info(stream)).state.messages;
    },
    close: () => connection.close(),
  };
}

import { SUBJECTS, type TypedEvent } from '@shop/contracts';
import { eq, isNull } from 'drizzle-orm';
import type { StoredMsg } from 'nats';
import type { DbOrTx } from '../database/database.types';
import { emitEvent } from './emit-event';
import { orderPlacedPayload } from './event-samples';
import { outbox, type OutboxRow } from './event-tables';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
import { DEAD_LETTER_STREAM } from './streams';
import { recordingLogger, startEventsFixture, type EventsFixture } from './test-fixture';
import { useFixture } from '../testing/use-fixture';

export interface OutboxFixture extends EventsFixture {
  /** A started relay publishing quickly and backing off briefly; `reset` stops it. */
  startRelay(options?: Partial<OutboxRelayOptions>): OutboxRelay;
  /** Emits an order.placed event in `tx`. */
  placedEvent(tx: DbOrTx): Promise<TypedEvent<'order.placed'>>;
  unsent(): Promise<OutboxRow[]>;
  rowOf(id: string): Promise<OutboxRow>;
  /** Everything the ORDER stream holds, oldest first. */
  orderStream(): Promise<StoredMsg[]>;
  /** After each test: the relay stops, the outbox and the streams are emptied. */
  reset(): Promise<void>;
}

async function startOutboxFixture(): Promise<OutboxFixture> {
  const events = await startEventsFixture();
  let relay: OutboxRelay | undefined;
  return {
    ...events,
    startRelay(options = {}) {
      relay = new OutboxRelay({
        db: events.db,
        js: events.js,
        serviceName: 'order',
        intervalMs: 50,
        maxBackoffMs: 200,
        publishTimeoutMs: 500,
        logger: recordingLogger(),
        ...options,
      });
      relay.start();
      return relay;
    },
    placedEvent: (tx) => emitEvent(tx, SUBJECTS.orderPlaced, orderPlacedPayload()),
    unsent: () => events.db.select().from(outbox).where(isNull(outbox.sentAt)),
    rowOf: async (id) => (await events.db.select().from(outbox).where(eq(outbox.id, id)))[0],
    async orderStream() {
      const { state } = await events.jsm.streams.info('ORDER');
      const messages: StoredMsg[] = [];
      for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
        messages.push(await events.jsm.streams.getMessage('ORDER', { seq }));
      }
      return messages;
    },
    async reset() {
      await relay?.stop();
      relay = undefined;
      await events.db.delete(outbox);
      for (const stream of ['ORDER', 'CATALOG', DEAD_LETTER_STREAM])
        await events.jsm.streams.purge(stream);
    },
  };
}

/** The outbox fixture, started for the tests around it and reset after each. */
export function useOutboxFixture(): OutboxFixture {
  const fixture = useFixture(startOutboxFixture, (started) => started.close());
  afterEach(() => fixture.reset());
  return fixture;
}

import { SUBJECTS } from '@shop/contracts';
import { eq, isNull } from 'drizzle-orm';
import type { JetStreamClient, StoredMsg } from 'nats';
import { emitEvent } from './emit-event';
import { outbox } from './event-tables';
import { OutboxRelay } from './outbox-relay';
import {
  eventually,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';

describe('OutboxRelay', () => {
  let f: EventsFixture;
  let relay: OutboxRelay | undefined;

  beforeAll(async () => {
    f = await startEventsFixture();
  });
  afterEach(async () => {
    await relay?.stop();
    relay = undefined;
    await f.db.delete(outbox);
    await f.jsm.streams.purge('ORDER');
  });
  afterAll(() => f.close());

  const startRelay = (logger = recordingLogger()) => {
    relay = new OutboxRelay({ db: f.db, js: f.js, intervalMs: 50, publishTimeoutMs: 500, logger });
    relay.start();
    return relay;
  };
  const unsent = () => f.db.select().from(outbox).where(isNull(outbox.sentAt));
  /** Everything the ORDER stream holds, oldest first. */
  async function orderStream(): Promise<StoredMsg[]> {
    const { state } = await f.jsm.streams.info('ORDER');
    const stored: StoredMsg[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
      stored.push(await f.jsm.streams.getMessage('ORDER', { seq }));
    }
    return stored;
  }

  it('publishes committed events in the order they were written and marks them sent', async () => {
    const [placed, paid] = await f.db.transaction(async (tx) => [
      await emitEvent(tx, SUBJECTS.orderPlaced, { orderId: 'B-1' }),
      await emitEvent(tx, SUBJECTS.orderPaid, { orderId: 'B-1' }),
    ]);
    await startRelay().kick();

    const stored = await orderStream();
    expect(stored.map((msg) => msg.json())).toEqual([placed, paid]);
    expect(stored.map((msg) => msg.subject)).toEqual([SUBJECTS.orderPlaced, SUBJECTS.orderPaid]);
    expect(await unsent()).toEqual([]);
  });

  it('never publishes an event emitted in a rolled-back transaction', async () => {
    await expect(
      f.db.transaction(async (tx) => {
        await emitEvent(tx, SUBJECTS.orderPlaced, { orderId: 'B-2' });
        throw new Error('Out of stock');
      }),
    ).rejects.toThrow('Out of stock');
    const committed = await f.db.transaction((tx) =>
      emitEvent(tx, SUBJECTS.orderPlaced, { orderId: 'B-3' }),
    );
    await startRelay().kick();

    expect((await orderStream()).map((msg) => msg.json())).toEqual([committed]);
    expect(await f.db.select().from(outbox)).toHaveLength(1);
  });

  it('refuses to emit on a subject no stream holds, so the change is not committed', async () => {
    await expect(f.db.transaction((tx) => emitEvent(tx, 'orders.placed', {}))).rejects.toThrow(
      'No event stream holds subject "orders.placed"',
    );
  });

  it('publishes rows left unsent while NATS was down once it is back', async () => {
    const logger = recordingLogger();
    await f.nats.down();
    const first = await f.db.transaction((tx) =>
      emitEvent(tx, SUBJECTS.orderPlaced, { orderId: 'B-4' }),
    );
    const second = await f.db.transaction((tx) =>
      emitEvent(tx, SUBJECTS.orderCancelled, { orderId: 'B-4' }),
    );
    startRelay(logger);
    await eventually(() => expect(logger.lines.join('\n')).toContain('cannot publish'));
    expect(await unsent()).toHaveLength(2);

    await f.nats.up();
    await eventually(async () => expect(await unsent()).toEqual([]), 8000);

    expect((await orderStream()).map((msg) => msg.json())).toEqual([first, second]);
    expect(logger.lines.join('\n')).toContain('publishing again');
  }, 15_000);

  it('republishes a row a crash left unsent without duplicating it on the stream', async () => {
    const placed = await f.db.transaction((tx) =>
      emitEvent(tx, SUBJECTS.orderPlaced, { orderId: 'B-5' }),
    );
    // The crash happened after JetStream stored the event but before sent_at was written.
    await f.js.publish(placed.type, JSON.stringify(placed), { msgID: placed.id });

    await startRelay().kick();

    expect((await orderStream()).map((msg) => msg.json())).toEqual([placed]);
    expect(await unsent()).toEqual([]);
  });

  it('deletes published rows past their retention and keeps unsent ones', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const [old, recent, waiting] = await f.db.transaction(async (tx) => [
      await emitEvent(tx, SUBJECTS.orderPlaced, { orderId: 'P-1' }),
      await emitEvent(tx, SUBJECTS.orderPlaced, { orderId: 'P-2' }),
      await emitEvent(tx, SUBJECTS.orderPlaced, { orderId: 'P-3' }),
    ]);
    await f.db
      .update(outbox)
      .set({ sentAt: new Date(now.getTime() - 8 * day) })
      .where(eq(outbox.id, old.id));
    await f.db
      .update(outbox)
      .set({ sentAt: new Date(now.getTime() - day) })
      .where(eq(outbox.id, recent.id));

    await new OutboxRelay({ db: f.db, js: f.js, logger: recordingLogger() }).prune(now);

    const left = await f.db.select({ id: outbox.id }).from(outbox);
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, waiting.id].sort());
  });

  it('never runs two passes at once however often it is kicked', async () => {
    await f.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await emitEvent(tx, SUBJECTS.orderPaid, { orderId: `C-${n}` });
    });
    let publishing = 0;
    let mostAtOnce = 0;
    let published = 0;
    const countingJs = {
      publish: async (...args: Parameters<JetStreamClient['publish']>) => {
        publishing += 1;
        mostAtOnce = Math.max(mostAtOnce, publishing);
        published += 1;
        try {
          return await f.js.publish(...args);
        } finally {
          publishing -= 1;
        }
      },
    } as JetStreamClient;
    relay = new OutboxRelay({ db: f.db, js: countingJs, intervalMs: 5, logger: recordingLogger() });
    relay.start();
    await Promise.all([relay.kick(), relay.kick(), relay.kick()]);

    expect(published).toBe(3);
    expect(mostAtOnce).toBe(1);
    expect(await unsent()).toEqual([]);
  });
});

import { SUBJECTS, type EventPayload } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { JetStreamClient } from 'nats';
import { emitEvent, emitEvents } from './emit-event';
import { orderPaidPayload, orderPlacedPayload } from './event-samples';
import { outbox } from './event-tables';
import { OutboxRelay } from './outbox-relay';
import { useOutboxFixture } from './outbox-relay.fixture';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('OutboxRelay', () => {
  const f = useOutboxFixture();

  it('publishes committed events in the order they were written and marks them sent', async () => {
    const [placed, paid] = await f.db.transaction(async (tx) => {
      const first = await emitEvent(tx, SUBJECTS.orderPlaced, orderPlacedPayload());
      return [first, await emitEvent(tx, SUBJECTS.orderPaid, orderPaidPayload(first.payload))];
    });
    await f.startRelay().kick();

    const messages = await f.orderStream();
    expect(messages.map((msg) => msg.json())).toEqual([placed, paid]);
    expect(messages.map((msg) => msg.subject)).toEqual([SUBJECTS.orderPlaced, SUBJECTS.orderPaid]);
    expect(await f.unsent()).toEqual([]);
  });

  it('publishes events written in one statement in the order given, after those before them', async () => {
    const written = await f.db.transaction(async (tx) => {
      const first = await emitEvent(tx, SUBJECTS.orderPlaced, orderPlacedPayload());
      const many = await emitEvents(
        tx,
        SUBJECTS.orderPlaced,
        Array.from({ length: 20 }, () => orderPlacedPayload()),
      );
      return [first, ...many];
    });
    await f.startRelay().kick();

    expect((await f.orderStream()).map((msg) => msg.json())).toEqual(written);
    expect(await f.unsent()).toEqual([]);
  });

  it('never publishes an event emitted in a rolled-back transaction', async () => {
    await expect(
      f.db.transaction(async (tx) => {
        await f.placedEvent(tx);
        throw new Error('Out of stock');
      }),
    ).rejects.toThrow('Out of stock');
    const committed = await f.db.transaction((tx) => f.placedEvent(tx));
    await f.startRelay().kick();

    expect((await f.orderStream()).map((msg) => msg.json())).toEqual([committed]);
    expect(await f.db.select().from(outbox)).toHaveLength(1);
  });

  it('refuses a payload its subject does not allow, and the transaction rolls back', async () => {
    const wrong = { ...orderPlacedPayload(), amount: -5 };
    await expect(
      f.db.transaction(async (tx) => {
        await f.placedEvent(tx);
        await emitEvent(tx, SUBJECTS.orderPlaced, wrong);
      }),
    ).rejects.toThrow(/Invalid payload for order\.placed[\s\S]*amount/);

    expect(await f.db.select().from(outbox)).toEqual([]);
  });

  it('stores the payload as its schema parsed it', async () => {
    const payload = { ...orderPlacedPayload(), note: 'not part of the contract' };
    const placed = await f.db.transaction((tx) =>
      emitEvent(tx, SUBJECTS.orderPlaced, payload as EventPayload<typeof SUBJECTS.orderPlaced>),
    );

    expect(placed.payload).not.toHaveProperty('note');
    expect((await f.rowOf(placed.id)).payload.payload).not.toHaveProperty('note');
  });

  it('refuses a subject without a schema, so the change is not committed', async () => {
    const unknownSubject = 'orders.placed' as typeof SUBJECTS.orderPlaced;
    await expect(
      f.db.transaction((tx) => emitEvent(tx, unknownSubject, orderPlacedPayload())),
    ).rejects.toThrow('No event schema for subject "orders.placed"');
  });

  describe('retention', () => {
    it('deletes published and failed rows past their retention and keeps unsent ones', async () => {
      const now = new Date();
      const [old, recent, oldFailure, waiting] = await f.db.transaction(async (tx) => [
        await f.placedEvent(tx),
        await f.placedEvent(tx),
        await f.placedEvent(tx),
        await f.placedEvent(tx),
      ]);
      const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
      await f.db
        .update(outbox)
        .set({ sentAt: daysAgo(8) })
        .where(eq(outbox.id, old.id));
      await f.db
        .update(outbox)
        .set({ sentAt: daysAgo(1) })
        .where(eq(outbox.id, recent.id));
      await f.db
        .update(outbox)
        .set({ failedAt: daysAgo(8) })
        .where(eq(outbox.id, oldFailure.id));

      await new OutboxRelay({ db: f.db, js: f.js, serviceName: 'order' }).prune(now);

      const left = await f.db.select({ id: outbox.id }).from(outbox);
      expect(left.map((row) => row.id).sort()).toEqual([recent.id, waiting.id].sort());
    });

    it('finds the rows to prune through an index, not by reading the whole table', async () => {
      const plan = await f.pglite.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_seqscan = off');
        const explained = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN DELETE FROM outbox WHERE sent_at < now() - interval '7 days'`,
        );
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      });

      expect(plan).toMatch(/Index (Only )?Scan (using|on) outbox_sent_at_idx/);
    });
  });

  it('never runs two passes at once however often it is kicked', async () => {
    await f.db.transaction(async (tx) => {
      for (let n = 0; n < 3; n++) await f.placedEvent(tx);
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
    const relay = f.startRelay({ js: countingJs, intervalMs: 5 });
    await Promise.all([relay.kick(), relay.kick(), relay.kick()]);

    expect(published).toBe(3);
    expect(mostAtOnce).toBe(1);
    expect(await f.unsent()).toEqual([]);
  });
});

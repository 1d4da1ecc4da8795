import { SUBJECTS, type EventPayload } from '@shop/contracts';
import { eq, isNull } from 'drizzle-orm';
import type { JetStreamClient, StoredMsg } from 'nats';
import type { DeadLetter } from './dead-letter';
import { emitEvent } from './emit-event';
import { orderPaidPayload, orderPlacedPayload, productUpdatedPayload } from './event-samples';
import { outbox } from './event-tables';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
import { MAX_PUBLISH_ATTEMPTS } from './publish-failure';
import { DEAD_LETTER_STREAM, deadLetterSubject } from './streams';
import {
  looseEnvelope,
  eventually,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';

const DAY_MS = 24 * 60 * 60 * 1000;

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
    for (const stream of ['ORDER', 'CATALOG', DEAD_LETTER_STREAM])
      await f.jsm.streams.purge(stream);
  });
  afterAll(() => f.close());

  const startRelay = (options: Partial<OutboxRelayOptions> = {}) => {
    relay = new OutboxRelay({
      db: f.db,
      js: f.js,
      serviceName: 'order',
      intervalMs: 50,
      maxBackoffMs: 200,
      publishTimeoutMs: 500,
      logger: recordingLogger(),
      ...options,
    });
    relay.start();
    return relay;
  };
  const unsent = () => f.db.select().from(outbox).where(isNull(outbox.sentAt));
  const rowOf = async (id: string) =>
    (await f.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  /** Everything a stream holds, oldest first. */
  async function stored(stream: string): Promise<StoredMsg[]> {
    const { state } = await f.jsm.streams.info(stream);
    const messages: StoredMsg[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
      messages.push(await f.jsm.streams.getMessage(stream, { seq }));
    }
    return messages;
  }
  const orderStream = () => stored('ORDER');
  const placedEvent = (tx: Parameters<typeof emitEvent>[0]) =>
    emitEvent(tx, SUBJECTS.orderPlaced, orderPlacedPayload());

  describe('emitting', () => {
    it('publishes committed events in the order they were written and marks them sent', async () => {
      const [placed, paid] = await f.db.transaction(async (tx) => {
        const first = await emitEvent(tx, SUBJECTS.orderPlaced, orderPlacedPayload());
        return [first, await emitEvent(tx, SUBJECTS.orderPaid, orderPaidPayload(first.payload))];
      });
      await startRelay().kick();

      const messages = await orderStream();
      expect(messages.map((msg) => msg.json())).toEqual([placed, paid]);
      expect(messages.map((msg) => msg.subject)).toEqual([
        SUBJECTS.orderPlaced,
        SUBJECTS.orderPaid,
      ]);
      expect(await unsent()).toEqual([]);
    });

    it('never publishes an event emitted in a rolled-back transaction', async () => {
      await expect(
        f.db.transaction(async (tx) => {
          await placedEvent(tx);
          throw new Error('Out of stock');
        }),
      ).rejects.toThrow('Out of stock');
      const committed = await f.db.transaction((tx) => placedEvent(tx));
      await startRelay().kick();

      expect((await orderStream()).map((msg) => msg.json())).toEqual([committed]);
      expect(await f.db.select().from(outbox)).toHaveLength(1);
    });

    it('refuses a payload its subject does not allow, and the transaction rolls back', async () => {
      const wrong = { ...orderPlacedPayload(), amount: -5 };
      await expect(
        f.db.transaction(async (tx) => {
          await placedEvent(tx);
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
      expect((await rowOf(placed.id)).payload.payload).not.toHaveProperty('note');
    });

    it('refuses a subject without a schema, so the change is not committed', async () => {
      const unknownSubject = 'orders.placed' as typeof SUBJECTS.orderPlaced;
      await expect(
        f.db.transaction((tx) => emitEvent(tx, unknownSubject, orderPlacedPayload())),
      ).rejects.toThrow('No event schema for subject "orders.placed"');
    });
  });

  describe('when NATS or a row fails', () => {
    it('publishes rows left unsent while NATS was down once it is back, counting no attempts', async () => {
      const logger = recordingLogger();
      await f.nats.down();
      const first = await f.db.transaction((tx) => placedEvent(tx));
      const second = await f.db.transaction((tx) => placedEvent(tx));
      startRelay({ logger });
      await eventually(() => expect(logger.lines.join('\n')).toContain('cannot publish'));
      const waiting = await relay!.report();
      expect(waiting).toMatchObject({ backlog: 2, failed: 0 });
      expect(waiting.oldestPendingAgeSeconds).toEqual(expect.any(Number));

      await f.nats.up();
      await eventually(async () => expect(await unsent()).toEqual([]), 8000);

      expect((await orderStream()).map((msg) => msg.json())).toEqual([first, second]);
      expect((await rowOf(first.id)).attempts).toBe(0);
      expect(logger.lines.join('\n')).toContain('publishing again');
      expect(await relay!.report()).toEqual({
        backlog: 0,
        oldestPendingAgeSeconds: null,
        failed: 0,
      });
    }, 15_000);

    it('fails and dead-letters a row over the NATS payload limit and publishes the rows after it', async () => {
      const logger = recordingLogger();
      // 1.3 MB, over the server's 1 MB max_payload.
      const product = productUpdatedPayload({ name: 'Chelsea boot '.repeat(100_000) });
      const before = await f.db.transaction((tx) => placedEvent(tx));
      const poison = await f.db.transaction((tx) =>
        emitEvent(tx, SUBJECTS.productUpdated, product),
      );
      const after = await f.db.transaction((tx) => placedEvent(tx));

      await startRelay({ logger }).kick();

      expect((await orderStream()).map((msg) => msg.json())).toEqual([before, after]);
      const failed = await rowOf(poison.id);
      expect(failed.sentAt).toBeNull();
      expect(failed.failedAt).toEqual(expect.any(Date));
      expect(failed.lastError).toContain('MAX_PAYLOAD_EXCEEDED');
      const letter = (
        await f.jsm.streams.getMessage(DEAD_LETTER_STREAM, {
          last_by_subj: deadLetterSubject(SUBJECTS.productUpdated),
        })
      ).json<DeadLetter>();
      expect(letter).toMatchObject({
        consumer: 'order-outbox',
        subject: SUBJECTS.productUpdated,
        event: { id: poison.id, type: SUBJECTS.productUpdated, payload: { truncated: true } },
      });
      expect(letter.error).toContain('truncated');
      expect(await relay!.report()).toEqual({
        backlog: 0,
        oldestPendingAgeSeconds: null,
        failed: 1,
      });
      expect(logger.lines.join('\n')).toContain(`gave up on catalog.product.updated ${poison.id}`);
    });

    it('fails at once a row whose subject no stream holds, with its whole event in the dead letter', async () => {
      const stray = looseEnvelope('orders.placed', { orderId: 'stray' });
      await f.db.insert(outbox).values({ id: stray.id, subject: stray.type, payload: stray });
      const after = await f.db.transaction((tx) => placedEvent(tx));

      await startRelay().kick();

      expect((await rowOf(stray.id)).lastError).toBe(
        'No event stream holds subject "orders.placed"',
      );
      const letter = await f.jsm.streams.getMessage(DEAD_LETTER_STREAM, {
        last_by_subj: deadLetterSubject('orders.placed'),
      });
      expect(letter.json<DeadLetter>()).toMatchObject({ consumer: 'order-outbox', event: stray });
      expect((await orderStream()).map((msg) => msg.json())).toEqual([after]);
    });

    it(`gives a row the server keeps refusing up after ${MAX_PUBLISH_ATTEMPTS} attempts, keeping later rows in order`, async () => {
      const refused = await f.db.transaction((tx) => placedEvent(tx));
      const after = await f.db.transaction((tx) => placedEvent(tx));
      const refusing = {
        publish: (...args: Parameters<JetStreamClient['publish']>) =>
          args[2]?.msgID === refused.id
            ? Promise.reject(Object.assign(new Error('stream is sealed'), { code: '400' }))
            : f.js.publish(...args),
      } as JetStreamClient;
      startRelay({ js: refusing, intervalMs: 5, maxBackoffMs: 20 });

      await eventually(async () => expect((await rowOf(refused.id)).failedAt).not.toBeNull());
      await eventually(async () => expect(await orderStream()).toHaveLength(1));

      expect((await rowOf(refused.id)).attempts).toBe(MAX_PUBLISH_ATTEMPTS);
      expect((await orderStream()).map((msg) => msg.json())).toEqual([after]);
    });

    it('keeps a row pending through timeouts without counting them as attempts', async () => {
      const placed = await f.db.transaction((tx) => placedEvent(tx));
      let timeouts = 0;
      const slow = {
        publish: (...args: Parameters<JetStreamClient['publish']>) =>
          timeouts++ < 2 * MAX_PUBLISH_ATTEMPTS
            ? Promise.reject(Object.assign(new Error('TIMEOUT'), { code: 'TIMEOUT' }))
            : f.js.publish(...args),
      } as JetStreamClient;
      startRelay({ js: slow, intervalMs: 5, maxBackoffMs: 20 });

      await eventually(async () => expect(await unsent()).toEqual([]));

      const row = await rowOf(placed.id);
      expect(row).toMatchObject({ attempts: 0, failedAt: null, lastError: 'TIMEOUT' });
      expect((await orderStream()).map((msg) => msg.json())).toEqual([placed]);
    });

    it('republishes a row a crash left unsent without duplicating it on the stream', async () => {
      const placed = await f.db.transaction((tx) => placedEvent(tx));
      // The crash happened after JetStream stored the event but before sent_at was written.
      await f.js.publish(placed.type, JSON.stringify(placed), { msgID: placed.id });

      await startRelay().kick();

      expect((await orderStream()).map((msg) => msg.json())).toEqual([placed]);
      expect(await unsent()).toEqual([]);
    });
  });

  describe('retention', () => {
    it('deletes published and failed rows past their retention and keeps unsent ones', async () => {
      const now = new Date();
      const [old, recent, oldFailure, waiting] = await f.db.transaction(async (tx) => [
        await placedEvent(tx),
        await placedEvent(tx),
        await placedEvent(tx),
        await placedEvent(tx),
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
      for (let n = 0; n < 3; n++) await placedEvent(tx);
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
    startRelay({ js: countingJs, intervalMs: 5 });
    await Promise.all([relay!.kick(), relay!.kick(), relay!.kick()]);

    expect(published).toBe(3);
    expect(mostAtOnce).toBe(1);
    expect(await unsent()).toEqual([]);
  });
});

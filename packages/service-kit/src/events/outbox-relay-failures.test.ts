import { SUBJECTS } from '@shop/contracts';
import type { JetStreamClient } from 'nats';
import type { DeadLetter } from './dead-letter';
import { emitEvent } from './emit-event';
import { productUpdatedPayload } from './event-samples';
import { outbox } from './event-tables';
import { MAX_PUBLISH_ATTEMPTS } from './publish-failure';
import { DEAD_LETTER_STREAM, deadLetterSubject } from './streams';
import { looseEnvelope, recordingLogger } from './test-fixture';
import { useOutboxFixture } from './outbox-relay.fixture';
import { eventually } from '../testing/eventually';

describe('OutboxRelay when NATS or a row fails', () => {
  const f = useOutboxFixture();

  it('publishes rows left unsent while NATS was down once it is back, counting no attempts', async () => {
    const logger = recordingLogger();
    await f.nats.down();
    const first = await f.db.transaction((tx) => f.placedEvent(tx));
    const second = await f.db.transaction((tx) => f.placedEvent(tx));
    const relay = f.startRelay({ logger });
    await eventually(() => expect(logger.lines.join('\n')).toContain('cannot publish'));
    const waiting = await relay.report();
    expect(waiting).toMatchObject({ backlog: 2, failed: 0 });
    expect(waiting.oldestPendingAgeSeconds).toEqual(expect.any(Number));

    await f.nats.up();
    await eventually(async () => expect(await f.unsent()).toEqual([]), 8000);

    expect((await f.orderStream()).map((msg) => msg.json())).toEqual([first, second]);
    expect((await f.rowOf(first.id)).attempts).toBe(0);
    expect(logger.lines.join('\n')).toContain('publishing again');
    expect(await relay.report()).toEqual({
      backlog: 0,
      oldestPendingAgeSeconds: null,
      failed: 0,
    });
  }, 15_000);

  it('fails and dead-letters a row over the NATS payload limit and publishes the rows after it', async () => {
    const logger = recordingLogger();
    // 1.3 MB, over the server's 1 MB max_payload.
    const product = productUpdatedPayload({ name: 'Chelsea boot '.repeat(100_000) });
    const before = await f.db.transaction((tx) => f.placedEvent(tx));
    const poison = await f.db.transaction((tx) => emitEvent(tx, SUBJECTS.productUpdated, product));
    const after = await f.db.transaction((tx) => f.placedEvent(tx));

    const relay = f.startRelay({ logger });
    await relay.kick();

    expect((await f.orderStream()).map((msg) => msg.json())).toEqual([before, after]);
    const failed = await f.rowOf(poison.id);
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
    expect(await relay.report()).toEqual({
      backlog: 0,
      oldestPendingAgeSeconds: null,
      failed: 1,
    });
    expect(logger.lines.join('\n')).toContain(`gave up on catalog.product.updated ${poison.id}`);
  });

  it('fails at once a row whose subject no stream holds, with its whole event in the dead letter', async () => {
    const stray = looseEnvelope('orders.placed', { orderId: 'stray' });
    await f.db.insert(outbox).values({ id: stray.id, subject: stray.type, payload: stray });
    const after = await f.db.transaction((tx) => f.placedEvent(tx));

    await f.startRelay().kick();

    expect((await f.rowOf(stray.id)).lastError).toBe(
      'No event stream holds subject "orders.placed"',
    );
    const letter = await f.jsm.streams.getMessage(DEAD_LETTER_STREAM, {
      last_by_subj: deadLetterSubject('orders.placed'),
    });
    expect(letter.json<DeadLetter>()).toMatchObject({ consumer: 'order-outbox', event: stray });
    expect((await f.orderStream()).map((msg) => msg.json())).toEqual([after]);
  });

  it(`gives a row the server keeps refusing up after ${MAX_PUBLISH_ATTEMPTS} attempts, keeping later rows in order`, async () => {
    const refused = await f.db.transaction((tx) => f.placedEvent(tx));
    const after = await f.db.transaction((tx) => f.placedEvent(tx));
    const refusing = {
      publish: (...args: Parameters<JetStreamClient['publish']>) =>
        args[2]?.msgID === refused.id
          ? Promise.reject(Object.assign(new Error('stream is sealed'), { code: '400' }))
          : f.js.publish(...args),
    } as JetStreamClient;
    f.startRelay({ js: refusing, intervalMs: 5, maxBackoffMs: 20 });

    await eventually(async () => expect((await f.rowOf(refused.id)).failedAt).not.toBeNull());
    await eventually(async () => expect(await f.orderStream()).toHaveLength(1));

    expect((await f.rowOf(refused.id)).attempts).toBe(MAX_PUBLISH_ATTEMPTS);
    expect((await f.orderStream()).map((msg) => msg.json())).toEqual([after]);
  });

  it('keeps a row pending through timeouts without counting them as attempts', async () => {
    const placed = await f.db.transaction((tx) => f.placedEvent(tx));
    let timeouts = 0;
    const slow = {
      publish: (...args: Parameters<JetStreamClient['publish']>) =>
        timeouts++ < 2 * MAX_PUBLISH_ATTEMPTS
          ? Promise.reject(Object.assign(new Error('TIMEOUT'), { code: 'TIMEOUT' }))
          : f.js.publish(...args),
    } as JetStreamClient;
    f.startRelay({ js: slow, intervalMs: 5, maxBackoffMs: 20 });

    await eventually(async () => expect(await f.unsent()).toEqual([]));

    const row = await f.rowOf(placed.id);
    expect(row).toMatchObject({ attempts: 0, failedAt: null, lastError: 'TIMEOUT' });
    expect((await f.orderStream()).map((msg) => msg.json())).toEqual([placed]);
  });

  it('republishes a row a crash left unsent without duplicating it on the stream', async () => {
    const placed = await f.db.transaction((tx) => f.placedEvent(tx));
    // The crash happened after JetStream stored the event but before sent_at was written.
    await f.js.publish(placed.type, JSON.stringify(placed), { msgID: placed.id });

    await f.startRelay().kick();

    expect((await f.orderStream()).map((msg) => msg.json())).toEqual([placed]);
    expect(await f.unsent()).toEqual([]);
  });
});

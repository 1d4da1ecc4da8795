import { SUBJECTS } from '@shop/contracts';
import { headers } from 'nats';
import { REPLAY_FOR_HEADER } from './handle-delivery';
import { listDeadLetters, replayDeadLetters } from './replay-dead-letters';
import { subscribeEvents } from './subscribe-events';
import {
  consumerSettled,
  envelope,
  orderPlaced,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';
import { eventually } from '../testing/eventually';

describe('replaying dead letters', () => {
  let f: EventsFixture;
  const stops: Array<() => Promise<void>> = [];
  /** Successful runs per consumer, by event id. */
  let runs: Record<string, string[]>;
  let customerStatsFixed: boolean;

  beforeAll(async () => {
    f = await startEventsFixture();
  });
  beforeEach(async () => {
    runs = { 'catalog-purchase-count': [], 'identity-customer-stats': [] };
    customerStatsFixed = false;
    for (const consumer of Object.keys(runs)) {
      const handle = await subscribeEvents({
        js: f.js,
        jsm: f.jsm,
        db: f.db,
        logger: recordingLogger(),
        consumer,
        subject: SUBJECTS.orderPlaced,
        maxDeliver: 2,
        nakDelayMs: 20,
        handler: async (event) => {
          if (consumer === 'identity-customer-stats' && !customerStatsFixed) {
            throw new Error('Customer stats table is missing a column');
          }
          runs[consumer].push(event.id);
        },
      });
      stops.push(() => handle.stop());
    }
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    for (const stream of ['ORDER', 'DEAD_LETTER']) await f.jsm.streams.purge(stream);
  });
  afterAll(() => f.close());

  const settled = async () => {
    for (const consumer of Object.keys(runs)) await consumerSettled(f.jsm, 'ORDER', consumer);
  };
  const letters = () => listDeadLetters(f.jsm, { subject: SUBJECTS.orderPlaced });

  async function deadLetteredPlacedEvent() {
    const placed = envelope(SUBJECTS.orderPlaced, orderPlaced());
    await f.publish(placed);
    await eventually(async () => expect(await letters()).toHaveLength(1));
    await settled();
    expect(runs).toEqual({ 'catalog-purchase-count': [placed.id], 'identity-customer-stats': [] });
    return placed;
  }

  it('runs the failed consumer exactly once after the fix, and a second replay does nothing', async () => {
    const placed = await deadLetteredPlacedEvent();
    customerStatsFixed = true;

    const report = await replayDeadLetters(f.js, f.jsm, { subject: SUBJECTS.orderPlaced });

    expect(report.replayed.map(({ letter }) => letter.event?.id)).toEqual([placed.id]);
    await eventually(() => expect(runs['identity-customer-stats']).toEqual([placed.id]));
    expect(await letters()).toEqual([]);

    const again = await replayDeadLetters(f.js, f.jsm, { subject: SUBJECTS.orderPlaced });
    await settled();
    expect(again.replayed).toEqual([]);
    expect(runs).toEqual({
      'catalog-purchase-count': [placed.id],
      'identity-customer-stats': [placed.id],
    });
  });

  it('sends an event interrupted mid-replay only once when the replay runs again', async () => {
    const placed = await deadLetteredPlacedEvent();
    customerStatsFixed = true;
    // The first run published the event, then stopped before removing its letter.
    const [letter] = await letters();
    const replayHeaders = headers();
    replayHeaders.set(REPLAY_FOR_HEADER, 'identity-customer-stats');
    await f.js.publish(SUBJECTS.orderPlaced, JSON.stringify(placed), {
      msgID: `replay:identity-customer-stats:${placed.id}:${letter.seq}`,
      headers: replayHeaders,
    });

    await replayDeadLetters(f.js, f.jsm, { subject: SUBJECTS.orderPlaced });

    await eventually(() => expect(runs['identity-customer-stats']).toEqual([placed.id]));
    await settled();
    expect(runs['identity-customer-stats']).toEqual([placed.id]);
    expect((await f.jsm.streams.info('ORDER')).state.messages).toBe(2);
  });

  it('replays only the letters of the consumer asked for, and keeps letters with no event', async () => {
    await deadLetteredPlacedEvent();
    await f.js.publish(SUBJECTS.orderPlaced, 'not an event');
    await eventually(async () => expect(await letters()).toHaveLength(3));

    const none = await replayDeadLetters(f.js, f.jsm, {
      subject: SUBJECTS.orderPlaced,
      consumer: 'catalog-purchase-count',
    });
    expect(none.replayed).toEqual([]);
    expect(none.unreplayable.map(({ letter }) => letter.raw)).toEqual(['not an event']);

    customerStatsFixed = true;
    const report = await replayDeadLetters(f.js, f.jsm, {
      subject: SUBJECTS.orderPlaced,
      consumer: 'identity-customer-stats',
    });
    expect(report.replayed).toHaveLength(1);
    expect(report.unreplayable).toHaveLength(1);
    const left = await letters();
    expect(left.map(({ letter }) => [letter.consumer, letter.raw])).toEqual(
      expect.arrayContaining([
        ['catalog-purchase-count', 'not an event'],
        ['identity-customer-stats', 'not an event'],
      ]),
    );
  });
});

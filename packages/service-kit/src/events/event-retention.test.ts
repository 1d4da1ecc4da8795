import { SUBJECTS } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { orderPlacedPayload } from './event-samples';
import { processedEvents } from './event-tables';
import {
  OUTBOX_RETENTION_MS,
  PROCESSED_EVENTS_RETENTION_MS,
  pruneEventTables,
} from './event-retention';
import { subscribeEvents } from './subscribe-events';
import {
  consumerSettled,
  envelope,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';
import { eventually } from '../testing/eventually';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest a stream keeps an event, so the longest a redelivery can come after it. */
const STREAM_MAX_AGE_MS = 7 * DAY_MS;

describe('retention of processed events', () => {
  let f: EventsFixture;

  beforeAll(async () => {
    f = await startEventsFixture();
  });
  afterAll(() => f.close());

  it('remembers handled events longer than a stream can redeliver them', () => {
    expect(PROCESSED_EVENTS_RETENTION_MS).toBeGreaterThan(STREAM_MAX_AGE_MS);
    expect(PROCESSED_EVENTS_RETENTION_MS).toBeGreaterThanOrEqual(OUTBOX_RETENTION_MS);
  });

  it('never lets a redelivered event run twice within the horizon, and forgets older ones', async () => {
    const consumer = 'catalog-purchase-count';
    const handled: string[] = [];
    const subscription = await subscribeEvents({
      consumer,
      subject: SUBJECTS.orderPlaced,
      db: f.db,
      js: f.js,
      jsm: f.jsm,
      logger: recordingLogger(),
      handler: async (event) => void handled.push(event.id),
    });
    const placed = envelope(SUBJECTS.orderPlaced, orderPlacedPayload());
    await f.js.publish(placed.type, JSON.stringify(placed), { msgID: placed.id });
    await eventually(() => expect(handled).toEqual([placed.id]));

    // Handled just inside the horizon; another consumer's record is just past it.
    const now = new Date();
    const justInside = new Date(now.getTime() - PROCESSED_EVENTS_RETENTION_MS + 60_000);
    const justPast = new Date(now.getTime() - PROCESSED_EVENTS_RETENTION_MS - 60_000);
    await f.db
      .update(processedEvents)
      .set({ processedAt: justInside })
      .where(eq(processedEvents.eventId, placed.id));
    const forgotten = envelope(SUBJECTS.orderPlaced, orderPlacedPayload());
    await f.db
      .insert(processedEvents)
      .values({ consumer, eventId: forgotten.id, processedAt: justPast });

    await pruneEventTables(f.db, now);

    const remembered = await f.db.select().from(processedEvents);
    expect(remembered.map((row) => row.eventId)).toEqual([placed.id]);
    // Redelivered past JetStream's duplicate window: a new message id, the same event.
    await f.js.publish(placed.type, JSON.stringify(placed), { msgID: `${placed.id}-again` });
    await consumerSettled(f.jsm, 'ORDER', consumer);
    expect(handled).toEqual([placed.id]);
    await subscription.stop();
  });
});

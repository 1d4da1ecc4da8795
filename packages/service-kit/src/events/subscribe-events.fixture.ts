import { eq } from 'drizzle-orm';
import type { EventFilter } from './event-handler';
import { eventFailures } from './event-failures';
import { listDeadLetters } from './replay-dead-letters';
import {
  subscribeEvents,
  type EventSubscriptionHandle,
  type SubscribeEventsOptions,
} from './subscribe-events';
import {
  QUICK_RETRIES,
  recordingLogger,
  startEventsFixture,
  type EventsFixture,
} from './test-fixture';
import { useFixture } from '../testing/use-fixture';

const STREAMS = ['ORDER', 'IDENTITY', 'CATALOG', 'DEAD_LETTER'];

export interface SubscribeFixture extends EventsFixture {
  /** A consumer with short retry delays, stopped by `reset`; on the fixture's connection unless given one. */
  subscribe<F extends EventFilter>(
    options: Omit<SubscribeEventsOptions<F>, 'js' | 'jsm' | 'db'> &
      Partial<Pick<SubscribeEventsOptions<F>, 'js' | 'jsm'>>,
  ): Promise<EventSubscriptionHandle>;
  /** What handlers wrote into the `shipments` table. */
  shipments(): Promise<Array<{ order_id: string }>>;
  /** The dead letters filed for events on `subject`. */
  letters(subject: string): ReturnType<typeof listDeadLetters>;
  /** The refusals counted for an event. */
  refusalsOf(eventId: string): Promise<Array<typeof eventFailures.$inferSelect>>;
  /** After each test: its consumers stop and the streams are emptied. */
  reset(): Promise<void>;
}

/** An events fixture for subscribeEvents, with a `shipments` table handlers write to. */
async function startSubscribeFixture(): Promise<SubscribeFixture> {
  const events = await startEventsFixture('CREATE TABLE shipments (order_id text NOT NULL);');
  const logger = recordingLogger();
  const stops: Array<() => Promise<void>> = [];
  return {
    ...events,
    async subscribe(options) {
      const handle = await subscribeEvents({
        js: events.js,
        jsm: events.jsm,
        db: events.db,
        logger,
        ...QUICK_RETRIES,
        ...options,
      });
      stops.push(() => handle.stop());
      return handle;
    },
    async shipments() {
      return (await events.pglite.query<{ order_id: string }>('SELECT order_id FROM shipments'))
        .rows;
    },
    letters: (subject) => listDeadLetters(events.jsm, { subject }),
    refusalsOf: (eventId) =>
      events.db.select().from(eventFailures).where(eq(eventFailures.eventId, eventId)),
    async reset() {
      await Promise.all(stops.splice(0).map((stop) => stop()));
      for (const stream of STREAMS) await events.jsm.streams.purge(stream);
    },
  };
}

/** The subscribeEvents fixture, started for the tests around it and reset after each. */
export function useSubscribeFixture(): SubscribeFixture {
  const fixture = useFixture(startSubscribeFixture, (started) => started.close());
  afterEach(() => fixture.reset());
  return fixture;
}

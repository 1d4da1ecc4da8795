import { randomUUID } from 'node:crypto';
import { SUBJECTS, type EventEnvelope, type EventPayload } from '@shop/contracts';
import { ensureStreams, natsSubject, processedEvents } from '@shop/service-kit';
import {
  persistentDatabase,
  startNatsServer,
  type PersistentDatabase,
  type TestNatsServer,
  eventually,
} from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import { SERVICE } from '../config';
import { startIdentityApp, type IdentityTestApp } from '../testing/start-identity-app';
import { customerSurveys } from './customer-surveys.table';

// Starts real databases (and NATS) several times; the embedded engine alone takes seconds to boot.
jest.setTimeout(120_000);

const NAMESPACE = 'shop-surveys';
const CONSUMER = 'identity-customer-surveys';

type SurveyCompleted = EventPayload<typeof SUBJECTS.surveyCompleted>;

function surveyCompleted(payload: Partial<SurveyCompleted> = {}): EventEnvelope<SurveyCompleted> {
  return {
    id: randomUUID(),
    type: SUBJECTS.surveyCompleted,
    occurredAt: new Date().toISOString(),
    payload: {
      userId: randomUUID(),
      source: 'Instagram',
      referrer: 'A friend’s post',
      categories: ['Jackets', 'Belts'],
      at: '2025-03-01T10:00:00.000Z',
      ...payload,
    },
  };
}

describe('survey answers from analytics', () => {
  let database: PersistentDatabase;
  let nats: TestNatsServer;
  let connection: NatsConnection;
  let identity: IdentityTestApp | undefined;

  const start = () =>
    startIdentityApp({ ...database.settings, NATS_URL: nats.url, NATS_NAMESPACE: NAMESPACE });
  /** As analytics' outbox relay publishes: the envelope on the namespaced subject, its id as msgID. */
  const publish = async (event: EventEnvelope, msgID = event.id) => {
    await connection
      .jetstream()
      .publish(natsSubject(NAMESPACE, event.type), JSON.stringify(event), { msgID });
  };
  const answerOf = async (userId: string) =>
    (
      await identity!.db.select().from(customerSurveys).where(eq(customerSurveys.userId, userId))
    )[0];
  const handled = (eventId: string) =>
    eventually(async () => {
      const rows = await identity!.db
        .select()
        .from(processedEvents)
        .where(and(eq(processedEvents.consumer, CONSUMER), eq(processedEvents.eventId, eventId)));
      expect(rows).toHaveLength(1);
    });

  beforeAll(async () => {
    database = await persistentDatabase(SERVICE);
    nats = await startNatsServer();
    connection = await connect({ servers: nats.url });
    await ensureStreams(await connection.jetstreamManager(), NAMESPACE);
  });
  afterAll(async () => {
    await identity?.stop();
    await connection?.close();
    await nats?.stop();
    await database?.drop();
  });

  it('keeps an answer published while identity was down once it is back', async () => {
    identity = await start();
    await identity.stop();
    identity = undefined;
    const event = surveyCompleted();

    await publish(event);
    identity = await start();

    await eventually(async () =>
      expect(await answerOf(event.payload.userId)).toEqual({
        userId: event.payload.userId,
        source: 'Instagram',
        referrer: 'A friend’s post',
        categories: ['Jackets', 'Belts'],
        completedAt: new Date('2025-03-01T10:00:00.000Z'),
      }),
    );
  });

  it('ends with the same row however often an answer is delivered or replayed', async () => {
    const event = surveyCompleted({ referrer: null });
    await publish(event);
    await handled(event.id);
    const kept = await answerOf(event.payload.userId);

    // Redelivered (past JetStream's de-duplication), and replayed as a new event.
    await publish(event, `${event.id}-again`);
    const replay = { ...event, id: randomUUID() };
    await publish(replay);
    await handled(replay.id);

    expect(await answerOf(event.payload.userId)).toEqual(kept);
    expect(kept.referrer).toBeNull();
  });

  it('keeps the newest answer whatever order answers arrive in', async () => {
    const userId = randomUUID();
    const newer = surveyCompleted({ userId, source: 'TikTok', at: '2025-05-01T09:00:00.000Z' });
    const older = surveyCompleted({ userId, source: 'Facebook', at: '2025-04-01T09:00:00.000Z' });

    await publish(newer);
    await publish(older);
    await handled(older.id);

    expect(await answerOf(userId)).toMatchObject({ source: 'TikTok' });
  });
});

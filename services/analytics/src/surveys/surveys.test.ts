import { randomUUID } from 'node:crypto';
import {
  eventEnvelopeSchema,
  SUBJECTS,
  SURVEY_MESSAGES,
  surveyCompletedSchema,
  type SurveyAnswerInput,
} from '@shop/contracts';
import { natsStreamName, natsSubject, outbox, streamForSubject } from '@shop/service-kit';
import {
  signTestToken,
  startServiceApp,
  type ServiceAppUnderTest,
} from '@shop/service-kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import request from 'supertest';
import { AppModule } from '../app.module';
import { loadAnalyticsConfig, SERVICE, type AnalyticsConfig } from '../config';
import { surveyAnswers } from './survey-answers.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

const STATUS = '/api/analytics/survey/status';
const SURVEY = '/api/analytics/survey';

const answer: SurveyAnswerInput = {
  source: 'Instagram',
  referrer: 'A friend at the market',
  categories: ['Bags', 'Jackets'],
};

interface Shopper {
  userId: string;
  auth: string;
}

function newShopper(): Shopper {
  const userId = randomUUID();
  const token = signTestToken({
    id: userId,
    email: `${userId}@example.com`,
    name: 'Ada',
    isAdmin: false,
  });
  return { userId, auth: `Bearer ${token}` };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Nothing found within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('welcome survey', () => {
  let service: ServiceAppUnderTest<AnalyticsConfig>;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    service = await startServiceApp({
      service: SERVICE,
      loadConfig: loadAnalyticsConfig,
      appModule: AppModule,
    });
    http = request(service.app.getHttpServer());
  });

  afterAll(() => service?.stop());

  const statusOf = (shopper: Shopper) => http.get(STATUS).set('Authorization', shopper.auth);
  const send = (shopper: Shopper, body: unknown) =>
    http
      .post(SURVEY)
      .set('Authorization', shopper.auth)
      .send(body as object);
  const storedAnswers = (shopper: Shopper) =>
    service.db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, shopper.userId));
  const completedEvents = (shopper: Shopper) =>
    service.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.subject, SUBJECTS.surveyCompleted),
          sql`${outbox.payload} -> 'payload' ->> 'userId' = ${shopper.userId}`,
        ),
      );

  it('reports the survey not completed, then completed once the shopper answers', async () => {
    const shopper = newShopper();

    const before = await statusOf(shopper);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: true, surveyCompleted: false });

    const saved = await send(shopper, answer);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ success: true, message: SURVEY_MESSAGES.saved });

    const after = await statusOf(shopper);
    expect(after.body).toEqual({ success: true, surveyCompleted: true });
    expect(await storedAnswers(shopper)).toEqual([
      {
        userId: shopper.userId,
        source: 'Instagram',
        referrer: 'A friend at the market',
        categories: ['Bags', 'Jackets'],
        answeredAt: expect.any(Date),
      },
    ]);
  });

  it("does not count one shopper's answer for another", async () => {
    const answering = newShopper();
    const other = newShopper();

    await send(answering, answer).expect(201);

    expect((await statusOf(other)).body).toEqual({ success: true, surveyCompleted: false });
    await send(other, { source: 'TikTok', categories: ['Belts'] }).expect(201);
  });

  it.each<[string, unknown, string]>([
    ['no source', { categories: ['Bags'] }, SURVEY_MESSAGES.sourceRequired],
    [
      'an unknown source',
      { source: 'Radio', categories: ['Bags'] },
      SURVEY_MESSAGES.sourceRequired,
    ],
    ['no categories', { source: 'Facebook' }, SURVEY_MESSAGES.categoriesRequired],
    [
      'an empty category list',
      { source: 'Facebook', categories: [] },
      SURVEY_MESSAGES.categoriesRequired,
    ],
    [
      'an unknown category',
      { source: 'Facebook', categories: ['Bags', 'Hats'] },
      SURVEY_MESSAGES.categoriesRequired,
    ],
    [
      'a referrer over 200 characters',
      { source: 'Other', referrer: 'r'.repeat(201), categories: ['Bags'] },
      SURVEY_MESSAGES.referrerTooLong,
    ],
    ['no answer at all', {}, SURVEY_MESSAGES.sourceRequired],
  ])('refuses an answer with %s, stores nothing and emits nothing', async (_, body, message) => {
    const shopper = newShopper();

    const res = await send(shopper, body);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await storedAnswers(shopper)).toEqual([]);
    expect(await completedEvents(shopper)).toEqual([]);
    expect((await statusOf(shopper)).body.surveyCompleted).toBe(false);
  });

  it('takes a referrer of exactly 200 characters and treats a blank one as none', async () => {
    const long = newShopper();
    const blank = newShopper();

    await send(long, { ...answer, referrer: 'r'.repeat(200) }).expect(201);
    await send(blank, { ...answer, referrer: '   ' }).expect(201);

    expect((await storedAnswers(long))[0].referrer).toBe('r'.repeat(200));
    expect((await storedAnswers(blank))[0].referrer).toBeNull();
  });

  it('refuses a second answer with 409 and keeps the first', async () => {
    const shopper = newShopper();
    await send(shopper, answer).expect(201);

    const again = await send(shopper, { source: 'TikTok', categories: ['Wallets'] });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: SURVEY_MESSAGES.alreadyCompleted });
    expect(await storedAnswers(shopper)).toEqual([
      expect.objectContaining({ source: 'Instagram', categories: ['Bags', 'Jackets'] }),
    ]);
    expect(await completedEvents(shopper)).toHaveLength(1);
  });

  it('saves exactly one of two answers sent at the same moment and refuses the other', async () => {
    for (let round = 0; round < 5; round++) {
      const shopper = newShopper();

      const replies = await Promise.all([
        send(shopper, answer),
        send(shopper, { source: 'Search Engine', categories: ['Accessories'] }),
      ]);

      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
      expect(await storedAnswers(shopper)).toHaveLength(1);
      expect(await completedEvents(shopper)).toHaveLength(1);
    }
  });

  it('records analytics.survey.completed in the outbox with a payload valid under the contract', async () => {
    const shopper = newShopper();
    await send(shopper, { source: 'Friend/Family', categories: ['Wallets', 'Wallets'] }).expect(
      201,
    );

    const [row] = await completedEvents(shopper);
    const event = eventEnvelopeSchema.parse(row.payload);
    const [stored] = await storedAnswers(shopper);
    expect(event.type).toBe(SUBJECTS.surveyCompleted);
    expect(event.id).toBe(row.id);
    expect(surveyCompletedSchema.parse(event.payload)).toEqual({
      userId: shopper.userId,
      source: 'Friend/Family',
      referrer: null,
      categories: ['Wallets'],
      at: stored.answeredAt.toISOString(),
    });
  });

  describe('on JetStream', () => {
    let nc: NatsConnection;

    beforeAll(async () => {
      nc = await connect({ servers: service.nats.url });
    });
    afterAll(() => nc?.close());

    it('publishes the event on analytics.survey.completed', async () => {
      const shopper = newShopper();
      await send(shopper, answer).expect(201);
      const [row] = await completedEvents(shopper);

      const namespace = service.config.NATS_NAMESPACE;
      const jsm = await nc.jetstreamManager();
      const message = await until(async () => {
        const last = await jsm.streams
          .getMessage(natsStreamName(namespace, streamForSubject(SUBJECTS.surveyCompleted)), {
            last_by_subj: natsSubject(namespace, SUBJECTS.surveyCompleted),
          })
          .catch(() => undefined);
        return last?.json<{ id: string }>().id === row.id ? last : undefined;
      });

      const event = eventEnvelopeSchema.parse(message.json());
      expect(event).toEqual(row.payload);
      expect(surveyCompletedSchema.parse(event.payload)).toMatchObject({
        userId: shopper.userId,
        source: 'Instagram',
        referrer: 'A friend at the market',
        categories: ['Bags', 'Jackets'],
      });
    });
  });

  it.each([
    ['GET', STATUS],
    ['POST', SURVEY],
  ])('answers 401 to %s %s without a token or with a forged one', async (method, path) => {
    const call = () => (method === 'GET' ? http.get(path) : http.post(path).send(answer));

    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);

    const forged = await call().set('Authorization', 'Bearer not-a-login-token');
    expect(forged.status).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@shop/contracts';
import { SessionRevocations } from '@shop/service-kit';
import {
  newerReleaseEventsTo,
  startServiceApp,
  type NewerReleasePublisher,
  type ServiceAppUnderTest,
} from '@shop/service-kit/testing';
import { AppModule } from './app.module';
import { loadOrderConfig, SERVICE, type OrderConfig } from './config';

// Starts a real database and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(120_000);

describe('order takes the events of a newer release of their publishers', () => {
  let order: ServiceAppUnderTest<OrderConfig>;
  let newer: NewerReleasePublisher;

  beforeAll(async () => {
    order = await startServiceApp({
      service: SERVICE,
      loadConfig: loadOrderConfig,
      appModule: AppModule,
    });
    newer = await newerReleaseEventsTo(order);
  });
  afterAll(async () => {
    await newer?.close();
    await order?.stop();
  });

  // Its one durable consumer: order consumes no other service's events.
  it('refuses the tokens of sessions ended', async () => {
    const userId = randomUUID();

    await newer.deliver('order-session-revocations', {
      id: randomUUID(),
      type: SUBJECTS.sessionsRevoked,
      occurredAt: new Date().toISOString(),
      payload: { userId, sessionVersion: 2, reason: 'logout-all', at: new Date().toISOString() },
    });

    expect(order.app.get(SessionRevocations).isRevoked(userId, 1)).toBe(true);
    expect(await newer.deadLetters()).toBe(0);
  });
});

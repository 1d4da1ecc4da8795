import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@shop/contracts';
import { ensureStreams, natsSubject, processedEvents } from '@shop/service-kit';
import {
  signTestToken,
  startServiceApp,
  type ServiceAppUnderTest,
  useFixture,
} from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { connect } from 'nats';
import request from 'supertest';
import { AppModule } from '../app.module';
import { loadAnalyticsConfig, SERVICE, type AnalyticsConfig } from '../config';

export interface AnalyticsTestApp extends ServiceAppUnderTest<AnalyticsConfig> {
  http: ReturnType<typeof request>;
  adminAuth: string;
  /** Publishes events as their services' outbox relays do, then waits until all are handled. */
  deliver(events: EventEnvelope[], msgIdSuffix?: string): Promise<void>;
}

export function bearerFor(user: { userId: string; email: string; isAdmin?: boolean }): string {
  const token = signTestToken({
    id: user.userId,
    email: user.email,
    name: 'Ada',
    isAdmin: user.isAdmin ?? false,
  });
  return `Bearer ${token}`;
}

export function envelope<P>(type: string, payload: P, occurredAt = new Date().toISOString()) {
  return { id: randomUUID(), type, occurredAt, payload };
}

/** The analytics service behind the gateway (TRUST_PROXY on), with its own database and NATS. */
export async function startAnalyticsApp(): Promise<AnalyticsTestApp> {
  const service = await startServiceApp({
    service: SERVICE,
    loadConfig: loadAnalyticsConfig,
    appModule: AppModule,
    settings: { TRUST_PROXY: 'true' },
  });
  const { NATS_URL, NATS_NAMESPACE: namespace } = service.config;
  const connection = await connect({ servers: NATS_URL });
  await ensureStreams(await connection.jetstreamManager(), namespace);
  const js = connection.jetstream();
  const handled = async (eventId: string) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const rows = await service.db
        .select()
        .from(processedEvents)
        .where(eq(processedEvents.eventId, eventId));
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`event ${eventId} was not handled`);
  };
  return {
    ...service,
    http: request(service.app.getHttpServer()),
    adminAuth: bearerFor({ userId: randomUUID(), email: 'admin@example.com', isAdmin: true }),
    async deliver(events, msgIdSuffix = '') {
      for (const event of events) {
        await js.publish(natsSubject(namespace, event.type), JSON.stringify(event), {
          msgID: `${event.id}${msgIdSuffix}`,
        });
      }
      // Each consumer handles its stream in publishing order: a fresh event after the rest on
      // each stream marks the end, redelivered ones included (they leave no row to wait on).
      const markers = [
        envelope('identity.user.verified', {
          userId: randomUUID(),
          email: 'marker@example.com',
          at: new Date().toISOString(),
        }),
        envelope('order.status-changed', {
          orderId: randomUUID(),
          userId: randomUUID(),
          version: 2,
          from: 'Order Placed',
          to: 'Processing',
          amount: 1,
        }),
      ];
      for (const marker of markers) {
        await js.publish(natsSubject(namespace, marker.type), JSON.stringify(marker));
      }
      for (const event of [...events, ...markers]) await handled(event.id);
    },
    async stop() {
      await connection.close();
      await service.stop();
    },
  };
}

/** The analytics app, started for the tests around it. */
export const useAnalyticsApp = (): AnalyticsTestApp =>
  useFixture(startAnalyticsApp, (analytics) => analytics.stop());

import type { DynamicModule } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SessionRevocationsModule } from '../auth/session-revocations';
import { ConfigModule } from '../config/config.module';
import { tokenVerificationOf, type BaseConfig } from '../config/service-config';
import { DatabaseModule, type DatabaseModuleOptions } from '../database/database.module';
import { EventsModule } from '../events';
import { HealthModule } from '../health/health.module';
import { RpcModule } from '../rpc/rpc.module';
import { MetricsModule } from '../telemetry/metrics/metrics.module';

interface ServiceFoundationOptions extends DatabaseModuleOptions {
  service: string;
}

/**
 * What every service stands on: its settings, its own database (migrated at start), the event
 * bus, the request-reply client, the login-token guards with the sessions ended since, /health
 * and the figures its metrics read at scrape time. A service's AppModule adds its features after
 * these.
 */
export function serviceFoundation(
  config: BaseConfig,
  { service, ...database }: ServiceFoundationOptions,
): DynamicModule[] {
  return [
    ConfigModule.forRoot(config),
    DatabaseModule.forRoot(database),
    EventsModule.forRoot({
      serviceName: service,
      natsUrl: config.NATS_URL,
      namespace: config.NATS_NAMESPACE,
      lagAlert: config.EVENT_LAG_ALERT,
      streamReplicas: config.NATS_STREAM_REPLICAS,
      eventsInHand: config.EVENTS_IN_HAND,
    }),
    RpcModule.forRoot({ service, natsUrl: config.NATS_URL, namespace: config.NATS_NAMESPACE }),
    AuthModule.forRoot(tokenVerificationOf(config)),
    SessionRevocationsModule.forRoot(),
    HealthModule.forRoot({ service }),
    MetricsModule.forRoot(),
  ];
}

import { DynamicModule, Module } from '@nestjs/common';
import { Readiness } from '@shop/service-kit';
import { ApiDocsController } from './api-docs/api-docs.controller';
import { REPLICA_SETS, replicaSetsOf, type ReplicaSets } from './balancing/replica-sets';
import type { GatewayConfig } from './config';
import { HealthController } from './health/health.controller';
import { GATEWAY_CONFIG } from './tokens';

@Module({})
export class AppModule {
  static forRoot(
    config: GatewayConfig,
    replicas: ReplicaSets = replicaSetsOf(config),
  ): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController, ApiDocsController],
      // Readiness: shutdown marks it so /health/ready answers 503 while requests drain.
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: REPLICA_SETS, useValue: replicas },
        Readiness,
      ],
    };
  }
}

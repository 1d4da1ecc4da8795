import { DynamicModule, Global, Module } from '@nestjs/common';
import { HealthChecks } from './health-checks';
import { HealthController } from './health.controller';
import { HEALTH_OPTIONS, type HealthOptions } from './health.options';
import { Readiness } from './readiness';

/**
 * /health/live and /health/ready. Global, so any module can add a readiness check through
 * `HealthChecks` and shutdown can reach `Readiness`.
 */
@Global()
@Module({})
export class HealthModule {
  static forRoot(options: HealthOptions): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: HEALTH_OPTIONS, useValue: options }, HealthChecks, Readiness],
      exports: [HealthChecks, Readiness],
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HEALTH_OPTIONS, type HealthOptions } from './health.options';
import { Readiness } from './readiness';

/** GET /health, checking the database and (when the app has one) the event bus. */
@Module({})
export class HealthModule {
  static forRoot(options: HealthOptions): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: HEALTH_OPTIONS, useValue: options }, Readiness],
      exports: [Readiness],
    };
  }
}

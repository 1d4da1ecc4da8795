import { DynamicModule, Module } from '@nestjs/common';
import type { GatewayConfig } from './config';
import { HealthController } from './health/health.controller';
import { GATEWAY_CONFIG } from './tokens';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
    };
  }
}

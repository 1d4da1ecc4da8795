import { DynamicModule, Global, Module } from '@nestjs/common';
import type { BaseConfig } from './service-config';

/** Nest injection token for the service's validated configuration object. */
export const SERVICE_CONFIG = 'SERVICE_CONFIG';

/** Makes the app's configuration injectable everywhere: `@Inject(SERVICE_CONFIG) config: CatalogConfig`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot<C extends BaseConfig>(config: C): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: SERVICE_CONFIG, useValue: config }],
      exports: [SERVICE_CONFIG],
    };
  }
}

import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import {
  AuthModule,
  ConfigModule,
  DatabaseModule,
  EventsModule,
  HealthModule,
} from '@shop/service-kit';
import { SERVICE, type OrderConfig } from './config';

/** drizzle-kit's output beside src/ and dist/, so the same path works from either. */
const MIGRATIONS_FOLDER = join(__dirname, '..', 'drizzle');

@Module({})
export class AppModule {
  static forRoot(config: OrderConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({ migrationsFolder: MIGRATIONS_FOLDER }),
        EventsModule.forRoot({ serviceName: SERVICE, natsUrl: config.NATS_URL }),
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET }),
        HealthModule.forRoot({ service: SERVICE }),
      ],
    };
  }
}

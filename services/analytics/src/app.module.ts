import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceFoundation } from '@shop/service-kit';
import { SERVICE, type AnalyticsConfig } from './config';
import { DashboardModule } from './dashboard/dashboard.module';
import { LiveModule } from './live/live.module';
import { OrdersModule } from './orders/orders.module';
import { ReconciliationModule } from './reconciliation/reconciliation.module';
import { RetentionModule } from './retention/retention.module';
import { RollupsModule } from './rollups/rollups.module';
import { SignInsModule } from './sign-ins/sign-ins.module';
import { SurveysModule } from './surveys/surveys.module';
import { TrackingModule } from './tracking/tracking.module';

/** drizzle-kit's output beside src/ and dist/, so the same path works from either. */
const MIGRATIONS_FOLDER = join(__dirname, '..', 'drizzle');

@Module({})
export class AppModule {
  static forRoot(config: AnalyticsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceFoundation(config, { service: SERVICE, migrationsFolder: MIGRATIONS_FOLDER }),
        LiveModule,
        RollupsModule,
        SurveysModule,
        TrackingModule,
        SignInsModule,
        OrdersModule,
        ReconciliationModule,
        DashboardModule,
        RetentionModule,
      ],
    };
  }
}

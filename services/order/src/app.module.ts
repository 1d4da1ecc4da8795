import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceFoundation } from '@shop/service-kit';
import { SERVICE, type OrderConfig } from './config';
import { OrdersModule } from './orders/orders.module';
import { PayPalModule } from './paypal/paypal.module';
import { ReconciliationModule } from './reconciliation/reconciliation.module';

/** drizzle-kit's output beside src/ and dist/, so the same path works from either. */
const MIGRATIONS_FOLDER = join(__dirname, '..', 'drizzle');

@Module({})
export class AppModule {
  static forRoot(config: OrderConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceFoundation(config, { service: SERVICE, migrationsFolder: MIGRATIONS_FOLDER }),
        OrdersModule,
        PayPalModule,
        ReconciliationModule,
      ],
    };
  }
}

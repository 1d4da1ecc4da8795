import { DynamicModule, Module } from '@nestjs/common';
import { serviceFoundation } from '@shop/service-kit';
import { AccountsModule } from './accounts/accounts.module';
import { AdminAccountModule } from './admin-account/admin-account.module';
import { CustomersModule } from './customers/customers.module';
import { SERVICE, type IdentityConfig } from './config';
import { MIGRATIONS_FOLDER } from './db/migrations-folder';
import { MailModule } from './mail/mail.module';
import { MeasurementsModule } from './measurements/measurements.module';
import { OrderMailsModule } from './order-mails/order-mails.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { ReconciliationModule } from './reconciliation/reconciliation.module';
import { SessionsModule } from './sessions/sessions.module';
import { SurveysModule } from './surveys/surveys.module';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceFoundation(config, { service: SERVICE, migrationsFolder: MIGRATIONS_FOLDER }),
        MailModule,
        AccountsModule,
        SessionsModule,
        PasswordResetModule,
        MeasurementsModule,
        SurveysModule,
        CustomersModule,
        OrderMailsModule,
        ReconciliationModule,
        AdminAccountModule,
      ],
    };
  }
}

import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { OrderConfig } from '../config';
import { CurrencyRatesModule } from '../currency-rates/currency-rates.module';
import { PayPalApi } from '../paypal/paypal-api';
import { PAYPAL_API } from '../paypal/paypal-port';
import { PayPalProvider } from '../paypal/paypal.provider';
import { CashOnDeliveryProvider } from './cash-on-delivery.provider';
import { CheckoutAttempts } from './checkout-attempts';
import { OrderCatalog } from './order-catalog';
import { OrderChanges } from './order-changes';
import { OrderLifecycle } from './order-lifecycle.service';
import { OrderPayments } from './order-payments.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './payment-provider';
import { PaymentReconciliation } from './payment-reconciliation';

@Module({
  imports: [CurrencyRatesModule],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrderCatalog,
    CheckoutAttempts,
    OrderChanges,
    OrderLifecycle,
    OrderPayments,
    PaymentReconciliation,
    CashOnDeliveryProvider,
    PayPalProvider,
    {
      provide: PAYMENT_PROVIDERS,
      inject: [CashOnDeliveryProvider, PayPalProvider],
      useFactory: (...providers: PaymentProvider[]) => providers,
    },
    {
      provide: PAYPAL_API,
      inject: [SERVICE_CONFIG],
      // Null without credentials: PayPal checkout then answers 503 and cash on delivery still works.
      useFactory: (config: OrderConfig) =>
        config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
          ? new PayPalApi({
              baseUrl: config.PAYPAL_API_BASE,
              clientId: config.PAYPAL_CLIENT_ID,
              clientSecret: config.PAYPAL_CLIENT_SECRET,
            })
          : null,
    },
  ],
  exports: [OrderCatalog, OrderPayments, PAYPAL_API],
})
export class OrdersModule {}

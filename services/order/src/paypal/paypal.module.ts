import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@shop/service-kit';
import type { OrderConfig } from '../config';
import { OrdersModule } from '../orders/orders.module';
import { PayPalApi } from './paypal-api';
import { PayPalCheckoutController } from './paypal-checkout.controller';
import { PayPalCheckoutService } from './paypal-checkout.service';
import { PAYPAL_API } from './paypal-port';

@Module({
  imports: [OrdersModule],
  controllers: [PayPalCheckoutController],
  providers: [
    PayPalCheckoutService,
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
})
export class PayPalModule {}

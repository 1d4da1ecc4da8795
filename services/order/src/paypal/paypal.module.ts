import { Module } from '@nestjs/common';
import { CurrencyRatesModule } from '../currency-rates/currency-rates.module';
import { OrdersModule } from '../orders/orders.module';
import { PayPalCheckoutController } from './paypal-checkout.controller';
import { PayPalCheckoutService } from './paypal-checkout.service';

/** The PayPal calls of the storefront; the payments themselves are `OrderPayments`'. */
@Module({
  imports: [OrdersModule, CurrencyRatesModule],
  controllers: [PayPalCheckoutController],
  providers: [PayPalCheckoutService],
})
export class PayPalModule {}

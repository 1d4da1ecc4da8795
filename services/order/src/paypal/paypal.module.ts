import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PayPalCheckoutController } from './paypal-checkout.controller';
import { PayPalCheckoutService } from './paypal-checkout.service';

/** The PayPal calls of the storefront; the payments themselves are `OrderPayments`'. */
@Module({
  imports: [OrdersModule],
  controllers: [PayPalCheckoutController],
  providers: [PayPalCheckoutService],
})
export class PayPalModule {}

import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ORDER_MESSAGES,
  paypalCreateRequestSchema,
  paypalOrderRefSchema,
  paypalSaveRequestSchema,
  type AuthUser,
  type PayPalConfig,
} from '@shop/contracts';
import { CurrentUser, SignedIn, ZodValidationPipe } from '@shop/service-kit';
import type { z } from 'zod';
import { customerOf, type OrderAnswer } from '../orders/customer';
import { OrderPayments } from '../orders/order-payments.service';
import { toOrder } from '../orders/order-view';
import { PayPalCheckoutService } from './paypal-checkout.service';
const createBody = new ZodValidationPipe(paypalCreateRequestSchema, 'form');
const saveBody = new ZodValidationPipe(paypalSaveRequestSchema, 'form');
const orderRef = new ZodValidationPipe(paypalOrderRefSchema, 'form');

/**
 * The PayPal calls of docs/product/cart-and-checkout.md#paypal; `orderId` in capture and cancel is
 * PayPal's order id.
 */
@Controller('api/order/paypal')
export class PayPalCheckoutController {
  constructor(
    private readonly checkout: PayPalCheckoutService,
    private readonly payments: OrderPayments,
  ) {}

  @Get('config')
  config(): { success: true; data: PayPalConfig } {
    return { success: true, data: this.checkout.settings() };
  }

  @Post('create')
  @SignedIn()
  @HttpCode(HttpStatus.CREATED)
  async create(@Body(createBody) body: z.output<typeof paypalCreateRequestSchema>) {
    const data = await this.checkout.create(body.items, body.amount);
    return { success: true as const, message: 'PayPal order created', data };
  }

  @Post('save')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  async save(
    @CurrentUser() user: AuthUser,
    @Body(saveBody) body: z.output<typeof paypalSaveRequestSchema>,
  ): Promise<OrderAnswer> {
    const order = await this.checkout.save(customerOf(user), body);
    return { success: true, message: ORDER_MESSAGES.paypalSaved, order: toOrder(order) };
  }

  @Post('capture')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  async capture(
    @CurrentUser() user: AuthUser,
    @Body(orderRef) { orderId }: z.output<typeof paypalOrderRefSchema>,
  ): Promise<OrderAnswer> {
    const order = await this.payments.pay(customerOf(user), orderId);
    return { success: true, message: ORDER_MESSAGES.paymentSuccessful, order: toOrder(order) };
  }

  @Post('cancel')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  async cancel(
    @CurrentUser() user: AuthUser,
    @Body(orderRef) { orderId }: z.output<typeof paypalOrderRefSchema>,
  ): Promise<OrderAnswer> {
    const order = await this.payments.cancelAwaitingPayment(customerOf(user), orderId);
    return { success: true, message: ORDER_MESSAGES.paymentCancelled, order: toOrder(order) };
  }
}

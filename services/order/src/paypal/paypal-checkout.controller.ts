import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
import {
  AUTH_MESSAGES,
  ORDER_MESSAGES,
  paypalCreateRequestSchema,
  paypalOrderRefSchema,
  paypalSaveRequestSchema,
  type AuthUser,
  type Order,
  type PayPalConfig,
} from '@shop/contracts';
import { CurrentUser, SignedIn, ZodValidationPipe } from '@shop/service-kit';
import { z } from 'zod';
import { PayPalCheckoutService } from './paypal-checkout.service';

const userIdSchema = z.uuid();
const createBody = new ZodValidationPipe(paypalCreateRequestSchema, 'form');
const saveBody = new ZodValidationPipe(paypalSaveRequestSchema, 'form');
const orderRef = new ZodValidationPipe(paypalOrderRefSchema, 'form');

function customerOf(user: AuthUser): string {
  if (!userIdSchema.safeParse(user.userId).success)
    throw new UnauthorizedException(AUTH_MESSAGES.notAuthorized);
  return user.userId;
}

interface OrderAnswer {
  success: true;
  message: string;
  order: Order;
}

/** Storefront §7 PayPal calls; `orderId` in capture and cancel is PayPal's order id. */
@Controller('api/order/paypal')
export class PayPalCheckoutController {
  constructor(private readonly checkout: PayPalCheckoutService) {}

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
    return { success: true, message: ORDER_MESSAGES.paypalSaved, order };
  }

  @Post('capture')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  async capture(
    @CurrentUser() user: AuthUser,
    @Body(orderRef) { orderId }: z.output<typeof paypalOrderRefSchema>,
  ): Promise<OrderAnswer> {
    const order = await this.checkout.capture(customerOf(user), orderId);
    return { success: true, message: ORDER_MESSAGES.paymentSuccessful, order };
  }

  @Post('cancel')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  async cancel(
    @CurrentUser() user: AuthUser,
    @Body(orderRef) { orderId }: z.output<typeof paypalOrderRefSchema>,
  ): Promise<OrderAnswer> {
    const order = await this.checkout.cancelPending(customerOf(user), orderId);
    return { success: true, message: ORDER_MESSAGES.paymentCancelled, order };
  }
}

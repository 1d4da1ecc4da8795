import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  adminOrderListQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  ORDER_MESSAGES,
  orderStatusUpdateRequestSchema,
  placeOrderRequestSchema,
  type AuthUser,
  type Order,
  type Pagination,
} from '@shop/contracts';
import { AdminOnly, CurrentUser, SignedIn, ZodValidationPipe } from '@shop/service-kit';
import type { Response } from 'express';
import { z } from 'zod';
import { customerOf, isOrderId, type OrderAnswer } from './customer';
import { OrderLifecycle } from './order-lifecycle.service';
import { toOrder } from './order-view';
import { OrdersService, type AdminOrderQuery } from './orders.service';
import type { PlaceOrderInput } from './place-order-input';

const placeBody = new ZodValidationPipe(placeOrderRequestSchema, 'form');
const optionalKey = new ZodValidationPipe(idempotencyKeySchema.optional());
const listQuery = new ZodValidationPipe(adminOrderListQuerySchema);
const statusBody = new ZodValidationPipe(orderStatusUpdateRequestSchema, 'form');

/**
 * The order calls of docs/product/api-and-errors.md: #storefront-calls and #back-office-calls.
 */
@Controller('api/order')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly lifecycle: OrderLifecycle,
  ) {}

  /** Cash on delivery: 201 for a new order, 200 when a repeated attempt finds it placed. */
  @Post('place')
  @SignedIn()
  async place(
    @CurrentUser() user: AuthUser,
    @Body(placeBody) input: PlaceOrderInput,
    @Headers(IDEMPOTENCY_KEY_HEADER) rawKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderAnswer> {
    const key = optionalKey.transform(rawKey);
    const placed = await this.lifecycle.placeCashOnDelivery(customerOf(user), input, key);
    response.status(placed.repeated ? HttpStatus.OK : HttpStatus.CREATED);
    return { success: true, message: ORDER_MESSAGES.placed, order: toOrder(placed.order) };
  }

  @Get('userorders')
  @SignedIn()
  ordersOf(@CurrentUser() user: AuthUser) {
    return this.userOrders(user);
  }

  /** The same list; the storefront uses both forms (docs/product/api-and-errors.md). */
  @Post('userorders')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  ordersOfByPost(@CurrentUser() user: AuthUser) {
    return this.userOrders(user);
  }

  @Get('list')
  @AdminOnly()
  async list(
    @Query(listQuery) query: AdminOrderQuery,
  ): Promise<{ success: true; message: string; orders: Order[]; pagination: Pagination }> {
    const page = await this.orders.list(query);
    return { success: true, message: ORDER_MESSAGES.ordersFetched, ...page };
  }

  @Post('status')
  @AdminOnly()
  @HttpCode(HttpStatus.OK)
  async changeStatus(
    @CurrentUser() admin: AuthUser,
    @Body(statusBody) body: z.output<typeof orderStatusUpdateRequestSchema>,
  ): Promise<OrderAnswer> {
    if (!isOrderId(body.orderId)) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    const order = await this.lifecycle.changeStatus(body.orderId, body.status, admin.email);
    return { success: true, message: ORDER_MESSAGES.statusUpdated, order: toOrder(order) };
  }

  private async userOrders(user: AuthUser) {
    const orders = await this.orders.ordersOf(customerOf(user));
    return { success: true as const, message: ORDER_MESSAGES.ordersFetched, orders };
  }
}

import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  ORDER_MESSAGES,
  SUBJECTS,
  type DeliveryAddress,
  type Order,
  type PayPalConfig,
} from '@shop/contracts';
import { EventBus, InjectDatabase, SERVICE_CONFIG, type Database } from '@shop/service-kit';
import { and, eq } from 'drizzle-orm';
import type { OrderConfig } from '../config';
import { orderCancelledPayload, orderPlacedPayload, toOrder } from '../orders/order-view';
import { OrdersService, type PlaceOrderInput } from '../orders/orders.service';
import { orders, type OrderRow } from '../orders/orders.table';
import { checkAmount, type PricedOrder } from '../orders/price-order';
import { paypalValue } from './paypal-api';
import { PAYPAL_API, PayPalRefusal, PayPalUnavailable, type PayPalPort } from './paypal-port';

/** PayPal's limit on an item's name. */
const MAX_ITEM_NAME = 127;

/** Capturing one of our orders always carries this id, so PayPal captures it once. */
const captureRequestId = (orderId: string) => `capture-${orderId}`;

/**
 * PayPal checkout (storefront §4 PayPal flow): the PayPal order is built here from catalogue
 * prices; `save` records our order as pending and holds its stock; `capture` takes the money
 * once and only then places the order (`order.placed` and `order.paid` in one transaction); a
 * declined payment or a cancel leaves the order Cancelled and unpaid, its stock released.
 */
@Injectable()
export class PayPalCheckoutService {
  private readonly logger = new Logger(PayPalCheckoutService.name);

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly orders: OrdersService,
    @Inject(PAYPAL_API) private readonly paypal: PayPalPort | null,
    @Inject(SERVICE_CONFIG) private readonly config: OrderConfig,
  ) {}

  settings(): PayPalConfig {
    const standIn = this.config.PAYPAL_STANDIN;
    return {
      clientId: standIn ? null : (this.config.PAYPAL_CLIENT_ID ?? null),
      standIn,
      currency: 'USD',
    };
  }

  async create(
    items: PlaceOrderInput['items'],
    amount: number | undefined,
  ): Promise<{ id: string; status: string; approveUrl: string | null }> {
    const paypal = this.api();
    const priced = await this.orders.price(items);
    if (amount !== undefined) checkAmount(amount, priced);
    const created = await paypal
      .createOrder({
        reference: randomUUID(),
        requestId: randomUUID(),
        itemTotal: priced.subtotal,
        shipping: priced.deliveryFee,
        amount: priced.amount,
        items: priced.items.map((item) => ({
          name: item.name.slice(0, MAX_ITEM_NAME),
          unit_amount: { currency_code: 'USD', value: paypalValue(item.price) },
          quantity: String(item.quantity),
          category: 'PHYSICAL_GOODS',
        })),
      })
      .catch((error: unknown) => {
        throw this.failure(error, ORDER_MESSAGES.paypalCreateFailed);
      });
    return { id: created.id, status: created.status, approveUrl: created.approveUrl };
  }

  /** Records the pending order for a PayPal order; saving the same PayPal order again finds it. */
  async save(userId: string, input: PlaceOrderInput & { paypalOrderId: string }): Promise<Order> {
    const paypal = this.api();
    const existing = await this.byPayPalOrder(input.paypalOrderId);
    if (existing) return toOrder(this.owned(existing, userId));
    const priced = await this.orders.price(input.items);
    checkAmount(input.amount, priced);
    // The buyer approves what the PayPal order says: it must be what this cart costs now.
    const approved = await paypal.getOrder(input.paypalOrderId).catch((error: unknown) => {
      throw this.failure(error, ORDER_MESSAGES.paymentFailed);
    });
    if (
      approved.amount?.currency_code !== 'USD' ||
      approved.amount.value !== paypalValue(priced.amount)
    )
      throw new ConflictException(ORDER_MESSAGES.pricesChanged);
    const orderId = randomUUID();
    await this.orders.hold(orderId, priced);
    return toOrder(
      await this.writePending(orderId, userId, priced, input.address, input.paypalOrderId),
    );
  }

  async capture(userId: string, paypalOrderId: string): Promise<Order> {
    const paypal = this.api();
    const pending = await this.byPayPalOrder(paypalOrderId);
    if (!pending) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    const order = this.owned(pending, userId);
    if (order.paid) return toOrder(order);
    if (order.status === 'Cancelled') throw new ConflictException(ORDER_MESSAGES.alreadyCancelled);

    let captured;
    try {
      captured = await paypal.captureOrder(paypalOrderId, captureRequestId(order.id));
    } catch (error) {
      if (error instanceof PayPalRefusal && error.issue === 'INSTRUMENT_DECLINED') {
        await this.cancel(order.id, 'paypal');
        throw new HttpException(ORDER_MESSAGES.paymentDeclined, HttpStatus.PAYMENT_REQUIRED);
      }
      // Captured by an earlier attempt whose answer was lost: read what PayPal holds.
      if (error instanceof PayPalRefusal && error.issue === 'ORDER_ALREADY_CAPTURED') {
        const settled = await this.byPayPalOrder(paypalOrderId);
        if (settled?.paid) return toOrder(settled);
      }
      throw this.failure(error, ORDER_MESSAGES.paymentCaptureFailed);
    }
    if (captured.captureStatus === 'DECLINED' || !captured.captureId) {
      await this.cancel(order.id, 'paypal');
      throw new HttpException(ORDER_MESSAGES.paymentDeclined, HttpStatus.PAYMENT_REQUIRED);
    }
    if (
      captured.amount?.currency_code !== 'USD' ||
      captured.amount.value !== paypalValue(order.amount)
    ) {
      this.logger.error(
        `PayPal captured ${captured.amount?.value} ${captured.amount?.currency_code} for order ${order.id} of ${order.amount} USD (capture ${captured.captureId}); left unpaid for a person to settle`,
      );
      throw new ConflictException(ORDER_MESSAGES.paymentAmountMismatch);
    }
    return toOrder(await this.markPaid(order.id, captured.captureId));
  }

  /** The buyer left PayPal: a pending order is cancelled and its stock released. */
  async cancelPending(userId: string, paypalOrderId: string): Promise<Order> {
    const pending = await this.byPayPalOrder(paypalOrderId);
    if (!pending) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    const order = this.owned(pending, userId);
    if (order.paid) throw new ConflictException(ORDER_MESSAGES.paymentSuccessful);
    return toOrder(await this.cancel(order.id, 'customer'));
  }

  private async writePending(
    orderId: string,
    userId: string,
    priced: PricedOrder,
    address: DeliveryAddress,
    paypalOrderId: string,
  ): Promise<OrderRow> {
    const [row] = await this.db
      .insert(orders)
      .values({
        id: orderId,
        userId,
        items: priced.items,
        hasMadeToMeasure: priced.hasMadeToMeasure,
        subtotal: priced.subtotal,
        deliveryFee: priced.deliveryFee,
        amount: priced.amount,
        address,
        paymentMethod: 'PayPal',
        placed: false,
        paypalOrderId,
        statusHistory: [
          { from: null, to: 'Order Placed', by: 'customer', at: new Date().toISOString() },
        ],
      })
      .onConflictDoNothing({ target: orders.paypalOrderId })
      .returning();
    if (row) return row;
    // A twin save won the race: its order stands; this one's hold runs out by itself.
    const twin = await this.byPayPalOrder(paypalOrderId);
    return this.owned(twin!, userId);
  }

  private async markPaid(orderId: string, captureId: string): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (current.paid) return current;
      const [paid] = await tx
        .update(orders)
        .set({
          paid: true,
          placed: true,
          paypalCaptureId: captureId,
          version: current.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId))
        .returning();
      await this.bus.emit(tx, SUBJECTS.orderPlaced, {
        ...orderPlacedPayload(paid),
        version: current.version,
      });
      await this.bus.emit(tx, SUBJECTS.orderPaid, {
        orderId: paid.id,
        userId: paid.userId,
        version: paid.version,
        amount: paid.amount,
        paymentMethod: paid.paymentMethod,
        captureId,
      });
      return paid;
    });
  }

  private async cancel(orderId: string, by: string): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (current.status === 'Cancelled' || current.paid) return current;
      const [cancelled] = await tx
        .update(orders)
        .set({
          status: 'Cancelled',
          version: current.version + 1,
          statusHistory: [
            ...current.statusHistory,
            { from: current.status, to: 'Cancelled', by, at: new Date().toISOString() },
          ],
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId))
        .returning();
      await this.bus.emit(tx, SUBJECTS.orderCancelled, orderCancelledPayload(cancelled));
      return cancelled;
    });
  }

  private async byPayPalOrder(paypalOrderId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.paypalOrderId, paypalOrderId), eq(orders.paymentMethod, 'PayPal')));
    return row;
  }

  /** Another customer's order reads as none at all. */
  private owned(row: OrderRow, userId: string): OrderRow {
    if (row.userId !== userId) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    return row;
  }

  private api(): PayPalPort {
    if (!this.paypal) throw new ServiceUnavailableException(ORDER_MESSAGES.paymentUnavailable);
    return this.paypal;
  }

  private failure(error: unknown, message: string): HttpException {
    if (error instanceof HttpException) return error;
    if (error instanceof PayPalUnavailable) {
      this.logger.warn(error.message);
      return new ServiceUnavailableException(ORDER_MESSAGES.paymentUnavailable);
    }
    if (error instanceof PayPalRefusal) {
      this.logger.warn(`PayPal refused: ${error.status} ${error.issue} ${error.message}`);
      return new HttpException(
        message,
        error.status === 404 ? 404 : HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    this.logger.error(`PayPal call failed: ${(error as Error).message}`);
    return new BadGatewayException(message);
  }
}

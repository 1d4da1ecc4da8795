import { randomUUID } from 'node:crypto';
import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  ORDER_MESSAGES,
  SUBJECTS,
  type DeliveryAddress,
  type PaymentMethod,
  type StockShortage,
} from '@shop/contracts';
import { EventBus, InjectDatabase, type Database } from '@shop/service-kit';
import type { DisplayRate } from '../currency-rates/currency-rates.service';
import { cancelled, newOrder, OrderChanges } from './order-changes';
import { OrderCatalog } from './order-catalog';
import { orderPaidPayload, orderPlacedPayload } from './order-view';
import { orders, type OrderRow } from './orders.table';
import { PAYMENT_PROVIDERS, type PaymentProvider, type PaymentState } from './payment-provider';
import type { PricedOrder } from './price-order';

/**
 * The lifecycle of an order paid online: recorded while it awaits its payment, paid and placed,
 * settled from what the provider says when an answer was lost, cancelled by its buyer, refunded
 * once it ends.
 *
 * The stock rule: an order takes its stock when its money is certain. An order paid online takes
 * it just before the capture, gives it back if the capture fails, and holds nothing while it
 * waits for the buyer.
 */
@Injectable()
export class OrderPayments {
  private readonly logger = new Logger(OrderPayments.name);
  private readonly providers: Map<PaymentMethod, PaymentProvider>;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly catalog: OrderCatalog,
    private readonly orders: OrderChanges,
    @Inject(PAYMENT_PROVIDERS) providers: PaymentProvider[],
  ) {
    this.providers = new Map(providers.map((provider) => [provider.method, provider]));
  }

  /**
   * Records the order a PayPal order will pay for, not yet placed and holding no stock. Saving
   * the same PayPal order again answers the order recorded first.
   */
  async awaitPayment(
    userId: string,
    paypalOrderId: string,
    priced: PricedOrder,
    address: DeliveryAddress,
    shown: DisplayRate,
  ): Promise<OrderRow> {
    const [row] = await this.db
      .insert(orders)
      .values({
        ...newOrder(randomUUID(), userId, priced, address, 'PayPal', shown),
        placed: false,
        paypalOrderId,
      })
      .onConflictDoNothing({ target: orders.paypalOrderId })
      .returning();
    return row ?? this.orders.ownedPayPalOrder(paypalOrderId, userId);
  }

  /**
   * Takes the payment of an order awaiting it, then places it: the stock first (a sold-out
   * piece refuses the payment before any money moves), then the capture, then the order.
   * Asked again, or for a capture whose outcome was lost, it asks the provider where the
   * money stands before moving any.
   */
  async pay(userId: string, paypalOrderId: string): Promise<OrderRow> {
    const pending = await this.orders.ownedPayPalOrder(paypalOrderId, userId);
    const claimed = await this.orders.change(pending.id, (current) => {
      if (current.paid) return undefined;
      if (current.status === 'Cancelled')
        throw new ConflictException(ORDER_MESSAGES.alreadyCancelled);
      return { captureStartedAt: new Date() };
    });
    if (claimed.paid) return claimed;
    return this.settlePayment(claimed, { capture: true });
  }

  /**
   * Brings a payment that began to an end from what the provider says: paid and placed, back
   * to awaiting the buyer, or cancelled with its stock given back. Without `capture` (the
   * payment reconciliation) an approved payment is not taken: the buyer's attempt died before
   * reaching the provider, and the order waits for the buyer again.
   */
  async settlePayment(order: OrderRow, { capture }: { capture: boolean }): Promise<OrderRow> {
    const provider = this.providerOf(order);
    let state = await provider.check(order);
    let taken = false;
    if (state.state === 'approved' || state.state === 'captured') {
      const refusal = await this.catalog.tryTake(order.id, { reservation: order.stockLines });
      if (refusal) return this.soldOut(order, state, refusal);
      taken = true;
    }
    if (state.state === 'approved') {
      if (!capture) return this.awaitBuyer(order, taken);
      state = await provider.capture(order);
    }
    switch (state.state) {
      case 'captured':
        return this.confirmPayment(order, state);
      case 'unknown':
        this.logger.warn(`payment of order ${order.id} is unsettled: ${state.reason}`);
        throw new ServiceUnavailableException(ORDER_MESSAGES.paymentUnknown);
      case 'awaiting-approval':
        await this.awaitBuyer(order, taken);
        throw new UnprocessableEntityException(ORDER_MESSAGES.paymentCaptureFailed);
      case 'refused':
        await this.cancelUnplaced(order.id, 'paypal');
        await this.catalog.giveBack(order.id);
        if (state.declined)
          throw new HttpException(ORDER_MESSAGES.paymentDeclined, HttpStatus.PAYMENT_REQUIRED);
        throw new UnprocessableEntityException(ORDER_MESSAGES.paymentFailed);
      default:
        throw new Error(`order ${order.id}: no way on from ${state.state}`);
    }
  }

  /** The buyer left PayPal: an order awaiting its payment is cancelled (it holds no stock). */
  async cancelAwaitingPayment(userId: string, paypalOrderId: string): Promise<OrderRow> {
    const pending = await this.orders.ownedPayPalOrder(paypalOrderId, userId);
    return this.orders.change(pending.id, (current) => {
      if (current.paid) throw new ConflictException(ORDER_MESSAGES.paymentSuccessful);
      if (current.captureStartedAt) throw new ConflictException(ORDER_MESSAGES.paymentInProgress);
      if (current.status === 'Cancelled') return undefined;
      return cancelled(current, 'customer');
    });
  }

  /**
   * Gives back the money of a paid order that ended, once: the provider's request id makes a
   * repeated refund one, and the refund is recorded on the order. A provider that does not
   * answer leaves it to the payment reconciliation, which asks again.
   */
  async refund(orderId: string): Promise<OrderRow> {
    const order = await this.orders.byId(orderId);
    if (!order.paid || order.refundId) return order;
    let refundId: string;
    try {
      refundId = await this.providerOf(order).refund(order);
    } catch (error) {
      this.logger.warn(
        `refund of order ${order.id} not made yet, the payment reconciliation tries again: ${String(error)}`,
      );
      return order;
    }
    return this.orders.change(order.id, (current) =>
      current.refundId ? undefined : { refundId, refundedAt: new Date() },
    );
  }

  /** The money is taken: the order is placed and paid in one transaction. */
  private async confirmPayment(
    order: OrderRow,
    captured: Extract<PaymentState, { state: 'captured' }>,
  ): Promise<OrderRow> {
    const expected = order.amount.toFixed(2);
    if (
      captured.amount &&
      (captured.amount.currency !== 'USD' || captured.amount.value !== expected)
    ) {
      this.logger.error(
        `PayPal captured ${captured.amount.value} ${captured.amount.currency} for order ${order.id} of ${expected} USD (capture ${captured.captureId}); left unpaid for a person to settle`,
      );
      throw new ConflictException(ORDER_MESSAGES.paymentAmountMismatch);
    }
    const paid = await this.orders.change(
      order.id,
      (current) => {
        if (current.paid) return undefined;
        return {
          paid: true,
          placed: current.status !== 'Cancelled',
          paypalCaptureId: captured.captureId,
          captureStartedAt: null,
        };
      },
      async (tx, before, after) => {
        // Cancelled meanwhile (only the reconciliation can find that): refunded, never placed.
        if (!after.placed) return;
        await this.bus.emit(tx, SUBJECTS.orderPlaced, {
          ...orderPlacedPayload(after),
          version: before.version,
        });
        await this.bus.emit(tx, SUBJECTS.orderPaid, orderPaidPayload(after));
      },
    );
    return paid.placed ? paid : this.refund(paid.id);
  }

  /**
   * The stock is gone. Nothing was taken from a payment still only approved; money already
   * captured (a retry after a lost answer found it) is refunded. Either way the order ends.
   */
  private async soldOut(
    order: OrderRow,
    state: PaymentState,
    refusal: { shortages: StockShortage[] },
  ): Promise<never> {
    // A shortage names the product as the catalog holds it, and no size for a one-size product.
    const gone = order.items
      .filter((item) =>
        refusal.shortages.some(
          (line) =>
            line.productId === item.productId.toLowerCase() &&
            (line.size === null || line.size === item.size),
        ),
      )
      .map((item) => `${item.name} (${item.size})`);
    const what = gone.length > 0 ? gone.join(', ') : 'An item';
    if (state.state === 'captured') {
      await this.orders.change(order.id, (current) =>
        current.paid
          ? undefined
          : { ...cancelled(current, 'system'), paid: true, paypalCaptureId: state.captureId },
      );
      await this.refund(order.id);
      throw new ConflictException(ORDER_MESSAGES.soldOutRefunded(what));
    }
    await this.cancelUnplaced(order.id, 'system');
    throw new ConflictException(ORDER_MESSAGES.soldOutNotCharged(what));
  }

  /** The payment did not begin at the provider: the order waits for its buyer again. */
  private async awaitBuyer(order: OrderRow, taken: boolean): Promise<OrderRow> {
    if (taken) await this.catalog.giveBack(order.id, false);
    return this.orders.change(order.id, (current) =>
      current.paid || !current.captureStartedAt ? undefined : { captureStartedAt: null },
    );
  }

  /** An order that was never placed ends: no other service ever heard of it. */
  private cancelUnplaced(orderId: string, by: string): Promise<OrderRow> {
    return this.orders.change(orderId, (current) =>
      current.paid || current.placed || current.status === 'Cancelled'
        ? undefined
        : cancelled(current, by),
    );
  }

  private providerOf(order: OrderRow): PaymentProvider {
    const provider = this.providers.get(order.paymentMethod);
    if (!provider?.paysOnline)
      throw new Error(`order ${order.id}: ${order.paymentMethod} takes no payment online`);
    return provider;
  }
}

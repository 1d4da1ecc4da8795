import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  ORDER_MESSAGES,
  SUBJECTS,
  type DeliveryAddress,
  type OrderStatus,
  type PaymentMethod,
  type StockShortage,
} from '@shop/contracts';
import { EventBus, InjectDatabase, type Database, type Transaction } from '@shop/service-kit';
import { and, eq, sql } from 'drizzle-orm';
import { CheckoutAttempts } from './checkout-attempts';
import { OrderCatalog } from './order-catalog';
import { transition, type TransitionEffects } from './order-transitions';
import {
  orderCancelledPayload,
  orderPaidPayload,
  orderPlacedPayload,
  orderStatusChangedPayload,
} from './order-view';
import { orders, type NewOrderRow, type OrderRow } from './orders.table';
import { PAYMENT_PROVIDERS, type PaymentProvider, type PaymentState } from './payment-provider';
import type { PlaceOrderInput } from './place-order-input';
import { checkAmount, type PricedOrder } from './price-order';

type Change = Partial<Omit<NewOrderRow, 'id' | 'version'>>;

/**
 * Every change of an order, in one place: placing it (cash on delivery), recording a PayPal
 * order awaiting its payment, taking that payment, cancelling, changing its status, refunding.
 * Each change locks the order's row, re-reads it and checks the state it starts from, so two
 * changes of one order never both act on the same state; each emits its events in the same
 * transaction. What each status change does is the table in `order-transitions.ts`.
 *
 * The stock rule: an order takes its stock when its money is certain. Cash on delivery takes
 * it as it is placed; an order paid online takes it just before the capture, gives it back if
 * the capture fails, and holds nothing while it waits for the buyer.
 */
@Injectable()
export class OrderLifecycle {
  private readonly logger = new Logger(OrderLifecycle.name);
  private readonly providers: Map<PaymentMethod, PaymentProvider>;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly catalog: OrderCatalog,
    private readonly attempts: CheckoutAttempts,
    @Inject(PAYMENT_PROVIDERS) providers: PaymentProvider[],
  ) {
    this.providers = new Map(providers.map((provider) => [provider.method, provider]));
  }

  /** Cash on delivery. `repeated` when the key's attempt had already placed the order. */
  async placeCashOnDelivery(
    userId: string,
    input: PlaceOrderInput,
    key?: string,
  ): Promise<{ order: OrderRow; repeated: boolean }> {
    if (key) {
      const earlier = await this.attempts.claim(userId, key, input);
      if (earlier) return { order: await this.byId(earlier), repeated: true };
    }
    const orderId = randomUUID();
    let taken = false;
    try {
      const priced = await this.catalog.price(input.items);
      checkAmount(input.amount, priced);
      await this.catalog.take(orderId, priced);
      taken = true;
      const order = await this.db.transaction(async (tx) => {
        const [placed] = await tx
          .insert(orders)
          .values(newOrder(orderId, userId, priced, input.address, 'COD'))
          .returning();
        if (key) await this.attempts.settle(tx, userId, key, orderId);
        await this.bus.emit(tx, SUBJECTS.orderPlaced, orderPlacedPayload(placed));
        return placed;
      });
      taken = false;
      return { order, repeated: false };
    } catch (error) {
      if (key) await this.attempts.release(userId, key);
      throw error;
    } finally {
      if (taken) await this.catalog.giveBack(orderId);
    }
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
  ): Promise<OrderRow> {
    const [row] = await this.db
      .insert(orders)
      .values({
        ...newOrder(randomUUID(), userId, priced, address, 'PayPal'),
        placed: false,
        paypalOrderId,
      })
      .onConflictDoNothing({ target: orders.paypalOrderId })
      .returning();
    return row ?? this.owned(await this.byPayPalOrder(paypalOrderId), userId);
  }

  /**
   * Takes the payment of an order awaiting it, then places it: the stock first (a sold-out
   * piece refuses the payment before any money moves), then the capture, then the order.
   * Asked again, or for a capture whose outcome was lost, it asks the provider where the
   * money stands before moving any.
   */
  async pay(userId: string, paypalOrderId: string): Promise<OrderRow> {
    const pending = this.owned(await this.byPayPalOrder(paypalOrderId), userId);
    const claimed = await this.change(pending.id, (current) => {
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
    const pending = this.owned(await this.byPayPalOrder(paypalOrderId), userId);
    return this.change(pending.id, (current) => {
      if (current.paid) throw new ConflictException(ORDER_MESSAGES.paymentSuccessful);
      if (current.captureStartedAt) throw new ConflictException(ORDER_MESSAGES.paymentInProgress);
      if (current.status === 'Cancelled') return undefined;
      return cancelled(current, 'customer');
    });
  }

  /**
   * The admin moves a placed order to `status`. The transition table decides what else
   * happens: ending it undoes the sale (order.cancelled, restocking unless it had shipped) and
   * refunds what was paid online, once.
   */
  async changeStatus(orderId: string, status: OrderStatus, by: string): Promise<OrderRow> {
    let effects: TransitionEffects | undefined;
    const changed = await this.change(
      orderId,
      (current) => {
        if (!current.placed) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
        if (current.status === status) return undefined;
        const next = transition(current.status, status, current.paid);
        if ('refusal' in next) throw new BadRequestException(next.refusal);
        effects = next.effects;
        return withStatus(current, status, by);
      },
      async (tx, _before, after) => {
        await this.bus.emit(tx, SUBJECTS.orderStatusChanged, orderStatusChangedPayload(after));
        if (effects?.undoesSale)
          await this.bus.emit(
            tx,
            SUBJECTS.orderCancelled,
            orderCancelledPayload(after, { restock: effects.restock }),
          );
      },
    );
    return effects?.refund ? this.refund(changed.id) : changed;
  }

  /**
   * Gives back the money of a paid order that ended, once: the provider's request id makes a
   * repeated refund one, and the refund is recorded on the order. A provider that does not
   * answer leaves it to the payment reconciliation, which asks again.
   */
  async refund(orderId: string): Promise<OrderRow> {
    const order = await this.byId(orderId);
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
    return this.change(order.id, (current) =>
      current.refundId ? undefined : { refundId, refundedAt: new Date() },
    );
  }

  async byId(orderId: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    return row;
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
    return this.change(
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
    ).then((paid) => (paid.placed ? paid : this.refund(paid.id)));
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
      await this.change(order.id, (current) =>
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
    return this.change(order.id, (current) =>
      current.paid || !current.captureStartedAt ? undefined : { captureStartedAt: null },
    );
  }

  /** An order that was never placed ends: no other service ever heard of it. */
  private cancelUnplaced(orderId: string, by: string): Promise<OrderRow> {
    return this.change(orderId, (current) =>
      current.paid || current.placed || current.status === 'Cancelled'
        ? undefined
        : cancelled(current, by),
    );
  }

  /**
   * One change of one order: its row locked and read again, `decide` answering what changes
   * from the state found (undefined: nothing), `announce` emitting its events in the same
   * transaction. The order's version counts every change.
   */
  private change(
    orderId: string,
    decide: (current: OrderRow) => Change | undefined,
    announce?: (tx: Transaction, before: OrderRow, after: OrderRow) => Promise<void>,
  ): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!current) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
      const change = decide(current);
      if (!change) return current;
      const [after] = await tx
        .update(orders)
        .set({ ...change, version: current.version + 1, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.version, current.version)))
        .returning();
      await announce?.(tx, current, after);
      return after;
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
  private owned(row: OrderRow | undefined, userId: string): OrderRow {
    if (!row || row.userId !== userId) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    return row;
  }

  private providerOf(order: OrderRow): PaymentProvider {
    const provider = this.providers.get(order.paymentMethod);
    if (!provider?.paysOnline)
      throw new Error(`order ${order.id}: ${order.paymentMethod} takes no payment online`);
    return provider;
  }
}

function newOrder(
  id: string,
  userId: string,
  priced: PricedOrder,
  address: DeliveryAddress,
  paymentMethod: PaymentMethod,
): NewOrderRow {
  return {
    id,
    userId,
    items: priced.items,
    stockLines: priced.reservation,
    hasMadeToMeasure: priced.hasMadeToMeasure,
    subtotal: priced.subtotal,
    deliveryFee: priced.deliveryFee,
    amount: priced.amount,
    address,
    paymentMethod,
    statusHistory: [
      { from: null, to: 'Order Placed', by: 'customer', at: new Date().toISOString() },
    ],
  };
}

function withStatus(current: OrderRow, status: OrderStatus, by: string): Change {
  return {
    status,
    statusHistory: [
      ...current.statusHistory,
      { from: current.status, to: status, by, at: new Date().toISOString() },
    ],
  };
}

function cancelled(current: OrderRow, by: string): Change {
  return { ...withStatus(current, 'Cancelled', by), captureStartedAt: null };
}

import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { ORDER_MESSAGES, SUBJECTS, type OrderStatus } from '@shop/contracts';
import { EventBus, InjectDatabase, type Database } from '@shop/service-kit';
import { CurrencyRates } from '../currency-rates/currency-rates.service';
import { CheckoutAttempts } from './checkout-attempts';
import { newOrder, OrderChanges, withStatus } from './order-changes';
import { countOrderChange } from './order-metrics';
import { OrderCatalog } from './order-catalog';
import { OrderPayments } from './order-payments.service';
import { transition, type TransitionEffects } from './order-transitions';
import { orderCancelledPayload, orderPlacedPayload, orderStatusChangedPayload } from './order-view';
import { orders, type OrderRow } from './orders.table';
import type { PlaceOrderInput } from './place-order-input';
import { checkAmount } from './price-order';

/**
 * Placing an order paid on delivery, and every change of status the admin makes. An order paid
 * online goes through `OrderPayments`; each change goes through `OrderChanges` (its row locked,
 * its events in the same transaction). What each status change does is the table in
 * `order-transitions.ts`.
 *
 * The stock rule: an order takes its stock when its money is certain. Cash on delivery takes
 * it as it is placed.
 */
@Injectable()
export class OrderLifecycle {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly catalog: OrderCatalog,
    private readonly attempts: CheckoutAttempts,
    private readonly orders: OrderChanges,
    private readonly payments: OrderPayments,
    private readonly rates: CurrencyRates,
  ) {}

  /** Cash on delivery. `repeated` when the key's attempt had already placed the order. */
  async placeCashOnDelivery(
    userId: string,
    input: PlaceOrderInput,
    key?: string,
  ): Promise<{ order: OrderRow; repeated: boolean }> {
    if (key) {
      const earlier = await this.attempts.claim(userId, key, input);
      if (earlier) return { order: await this.orders.byId(earlier), repeated: true };
    }
    const orderId = randomUUID();
    let taken = false;
    try {
      const priced = await this.catalog.priceAndTake(orderId, input.items);
      taken = true;
      checkAmount(input.amount, priced);
      const shown = await this.rates.displayRate(input.displayCurrency);
      const order = await this.db.transaction(async (tx) => {
        const [placed] = await tx
          .insert(orders)
          .values(newOrder(orderId, userId, priced, input.address, 'COD', shown))
          .returning();
        if (key) await this.attempts.settle(tx, userId, key, orderId);
        await this.bus.emit(tx, SUBJECTS.orderPlaced, orderPlacedPayload(placed));
        return placed;
      });
      taken = false;
      countOrderChange(undefined, order);
      return { order, repeated: false };
    } catch (error) {
      if (key) await this.attempts.release(userId, key);
      throw error;
    } finally {
      if (taken) await this.catalog.giveBack(orderId);
    }
  }

  /**
   * The admin moves a placed order to `status`. The transition table decides what else
   * happens: ending it undoes the sale (order.cancelled, restocking unless it ever shipped) and
   * refunds what was paid online, once.
   */
  async changeStatus(orderId: string, status: OrderStatus, by: string): Promise<OrderRow> {
    let effects: TransitionEffects | undefined;
    const changed = await this.orders.change(
      orderId,
      (current) => {
        if (!current.placed) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
        if (current.status === status) return undefined;
        const next = transition(current, status);
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
    return effects?.refund ? this.payments.refund(changed.id) : changed;
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import {
  ORDER_MESSAGES,
  type DeliveryAddress,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/contracts';
import { InjectDatabase, type Database, type Transaction } from '@shop/service-kit';
import { and, eq, sql } from 'drizzle-orm';
import { countOrderChange } from './order-metrics';
import { shippedAt } from './order-transitions';
import { orders, type NewOrderRow, type OrderRow } from './orders.table';
import type { DisplayRate } from '../currency-rates/currency-rates.service';
import type { PricedOrder } from './price-order';

export type Change = Partial<Omit<NewOrderRow, 'id' | 'version'>>;

/**
 * How the lifecycle changes an order, and the reads it starts from. A change locks the order's
 * row, reads it again and decides from the state it finds, so two changes of one order never
 * both act on the same state.
 */
@Injectable()
export class OrderChanges {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * One change of one order: its row locked and read again, `decide` answering what changes
   * from the state found (undefined: nothing), `announce` emitting its events in the same
   * transaction. The order's version counts every change.
   */
  async change(
    orderId: string,
    decide: (current: OrderRow) => Change | undefined,
    announce?: (tx: Transaction, before: OrderRow, after: OrderRow) => Promise<void>,
  ): Promise<OrderRow> {
    const { before, after } = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!current) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
      const change = decide(current);
      if (!change) return { before: undefined, after: current };
      const [changed] = await tx
        .update(orders)
        .set({ ...change, version: current.version + 1, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.version, current.version)))
        .returning();
      await announce?.(tx, current, changed);
      return { before: current, after: changed };
    });
    // Once committed: a change rolled back placed nothing and moved no money.
    if (before) countOrderChange(before, after);
    return after;
  }

  async byId(orderId: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    return row;
  }

  /** The customer's order a PayPal order pays for; another customer's reads as none at all. */
  async ownedPayPalOrder(paypalOrderId: string, userId: string): Promise<OrderRow> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.paypalOrderId, paypalOrderId), eq(orders.paymentMethod, 'PayPal')));
    if (!row || row.userId !== userId) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
    return row;
  }
}

export function newOrder(
  id: string,
  userId: string,
  priced: PricedOrder,
  address: DeliveryAddress,
  paymentMethod: PaymentMethod,
  shown: DisplayRate,
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
    ...shown,
    statusHistory: [
      { from: null, to: 'Order Placed', by: 'customer', at: new Date().toISOString() },
    ],
  };
}

export function withStatus(current: OrderRow, status: OrderStatus, by: string): Change {
  return {
    status,
    shippedAt: shippedAt(current, status),
    statusHistory: [
      ...current.statusHistory,
      { from: current.status, to: status, by, at: new Date().toISOString() },
    ],
  };
}

export function cancelled(current: OrderRow, by: string): Change {
  return { ...withStatus(current, 'Cancelled', by), captureStartedAt: null };
}

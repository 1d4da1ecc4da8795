import { Injectable } from '@nestjs/common';
import { SUBJECTS, type RPC, type RpcAnswer, type RpcRequest } from '@shop/contracts';
import { EventBus, InjectDatabase, type Database } from '@shop/service-kit';
import { asc, eq, gt } from 'drizzle-orm';
import {
  orderCancelledPayload,
  orderPaidPayload,
  orderPlacedPayload,
  orderStatusChangedPayload,
} from '../orders/order-view';
import { orders } from '../orders/orders.table';
import { undoneSale } from '../orders/order-transitions';
import { toOrderState } from './order-state';

/**
 * The order service's side of reconciliation: its orders as they are, page by page, and the
 * events describing an order's current state written to the outbox again, for services that
 * lost some of them.
 */
@Injectable()
export class ReconciliationService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
  ) {}

  async orders({
    after,
    limit,
  }: RpcRequest<typeof RPC.reconcileOrders>): Promise<RpcAnswer<typeof RPC.reconcileOrders>> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(after ? gt(orders.id, after) : undefined)
      .orderBy(asc(orders.id))
      .limit(limit);
    return {
      orders: rows.map(toOrderState),
      next: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  }

  /** One order as it is now, or null when the order service does not hold it. */
  async order({
    orderId,
  }: RpcRequest<typeof RPC.reconcileOrder>): Promise<RpcAnswer<typeof RPC.reconcileOrder>> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return { order: row ? toOrderState(row) : null };
  }

  /**
   * Emits again, with new event ids, what a placed order's events say of it now: placed, paid if
   * paid, its status, cancelled if cancelled. Every consumer merges them by state and version,
   * so the repeats change only what had missed them. An unplaced order announces nothing.
   */
  async reannounce({
    orderIds,
  }: RpcRequest<typeof RPC.reannounceOrders>): Promise<RpcAnswer<typeof RPC.reannounceOrders>> {
    const reannounced: string[] = [];
    const missing: string[] = [];
    for (const orderId of orderIds) {
      const done = await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row?.placed) return false;
        await this.bus.emit(tx, SUBJECTS.orderPlaced, orderPlacedPayload(row));
        if (row.paid) await this.bus.emit(tx, SUBJECTS.orderPaid, orderPaidPayload(row));
        await this.bus.emit(tx, SUBJECTS.orderStatusChanged, orderStatusChangedPayload(row));
        const undone = undoneSale(row);
        if (undone)
          await this.bus.emit(tx, SUBJECTS.orderCancelled, orderCancelledPayload(row, undone));
        return true;
      });
      (done ? reannounced : missing).push(orderId);
    }
    return { reannounced, missing };
  }
}

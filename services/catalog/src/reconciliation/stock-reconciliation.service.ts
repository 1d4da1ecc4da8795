import { Injectable, Logger } from '@nestjs/common';
import { holdMayGoBack, RPC, type RpcAnswer, type RpcRequest } from '@shop/contracts';
import { EventBus, InjectDatabase, ServiceClient, type Database } from '@shop/service-kit';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { products } from '../products/products.table';
import { putBack } from '../stock/stock-levels';
import { stockReservations } from '../stock/stock-reservations.table';

/**
 * The catalog's side of reconciliation: its stock reservations and purchase counts as they are,
 * and the repairs only the catalog can make, each under the reservation's row lock.
 */
@Injectable()
export class StockReconciliationService {
  private readonly logger = new Logger(StockReconciliationService.name);

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
    private readonly orders: ServiceClient,
  ) {}

  async stock({
    after,
    limit,
  }: RpcRequest<typeof RPC.reconcileStock>): Promise<RpcAnswer<typeof RPC.reconcileStock>> {
    const rows = await this.db
      .select()
      .from(stockReservations)
      .where(after ? gt(stockReservations.orderId, after) : undefined)
      .orderBy(asc(stockReservations.orderId))
      .limit(limit);
    return {
      reservations: rows.map((row) => ({
        orderId: row.orderId,
        state: row.state,
        cancelled: row.cancelledAt !== null,
        updatedAt: row.updatedAt.toISOString(),
      })),
      next: rows.length === limit ? rows[rows.length - 1].orderId : null,
    };
  }

  async purchaseCounts({
    productIds,
  }: RpcRequest<typeof RPC.reconcilePurchaseCounts>): Promise<
    RpcAnswer<typeof RPC.reconcilePurchaseCounts>
  > {
    const counts = await this.db
      .select({ productId: products.id, purchaseCount: products.purchaseCount })
      .from(products)
      .where(inArray(products.id, productIds));
    return { products: counts };
  }

  async repair({
    release,
  }: RpcRequest<typeof RPC.repairStock>): Promise<RpcAnswer<typeof RPC.repairStock>> {
    const released: string[] = [];
    for (const { orderId, updatedAt } of release) {
      // An order the order service cannot be asked about keeps its hold: the command reports it.
      const done = await this.release(orderId, updatedAt).catch((error: unknown) => {
        this.logger.warn(`the hold of order ${orderId} was kept: ${String(error)}`);
        return false;
      });
      if (done) released.push(orderId);
    }
    return { released };
  }

  /**
   * Puts back the stock held for an order that is not placed. A reservation that changed since it
   * was seen (an order.placed or a cancellation got there first) is left as it is, and so is one
   * confirmed: its order was placed and may be paid for. Under the hold's row lock the order
   * service is asked again, so a capture that began since the snapshot keeps its stock; one
   * beginning after the answer asks the catalog for the stock again and waits for this lock.
   */
  private release(orderId: string, seenUpdatedAt: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [reservation] = await tx
        .select()
        .from(stockReservations)
        .where(
          and(
            eq(stockReservations.orderId, orderId),
            eq(stockReservations.state, 'held'),
            isNull(stockReservations.cancelledAt),
          ),
        )
        .for('update');
      if (!reservation || reservation.updatedAt.toISOString() !== seenUpdatedAt) return false;
      const { order } = await this.orders.send(RPC.reconcileOrder, { orderId });
      if (!holdMayGoBack(order)) return false;
      await putBack(tx, this.bus, reservation.lines, this.logger, `the hold of order ${orderId}`);
      await tx
        .update(stockReservations)
        .set({ state: 'released', updatedAt: sql`now()` })
        .where(eq(stockReservations.orderId, orderId));
      return true;
    });
  }
}

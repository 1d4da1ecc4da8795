import { Controller } from '@nestjs/common';
import { RPC, type RpcAnswer, type RpcRequest } from '@shop/contracts';
import { AnswerRpc, InjectDatabase, RpcPayload, type Database } from '@shop/service-kit';
import { inArray } from 'drizzle-orm';
import { orders } from '../orders/orders.table';

/** Answers the reconciliation command with which dates analytics knows of the orders it names. */
@Controller()
export class OrdersReconciliationController {
  constructor(@InjectDatabase() private readonly db: Database) {}

  @AnswerRpc(RPC.reconcileAnalyticsOrders)
  async orders(
    @RpcPayload(RPC.reconcileAnalyticsOrders)
    { orderIds }: RpcRequest<typeof RPC.reconcileAnalyticsOrders>,
  ): Promise<RpcAnswer<typeof RPC.reconcileAnalyticsOrders>> {
    const rows = await this.db.select().from(orders).where(inArray(orders.orderId, orderIds));
    return {
      orders: rows.map((row) => ({
        orderId: row.orderId,
        placed: row.placedAt !== null,
        paid: row.paidAt !== null,
        cancelled: row.cancelledAt !== null,
      })),
    };
  }
}

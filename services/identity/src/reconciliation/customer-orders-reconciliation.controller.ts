import { Controller } from '@nestjs/common';
import { RPC, type RpcAnswer, type RpcRequest } from '@shop/contracts';
import { AnswerRpc, InjectDatabase, RpcPayload, type Database } from '@shop/service-kit';
import { inArray } from 'drizzle-orm';
import { customerOrders } from '../customers/customer-orders.table';

/** Answers the reconciliation command with the customer list's rows of the orders it names. */
@Controller()
export class CustomerOrdersReconciliationController {
  constructor(@InjectDatabase() private readonly db: Database) {}

  @AnswerRpc(RPC.reconcileCustomerOrders)
  async orders(
    @RpcPayload(RPC.reconcileCustomerOrders)
    { orderIds }: RpcRequest<typeof RPC.reconcileCustomerOrders>,
  ): Promise<RpcAnswer<typeof RPC.reconcileCustomerOrders>> {
    const rows = await this.db
      .select()
      .from(customerOrders)
      .where(inArray(customerOrders.orderId, orderIds));
    return {
      orders: rows.map((row) => ({
        orderId: row.orderId,
        status: row.status,
        paid: row.paid,
        amount: row.amount,
        placed: row.placedAt !== null,
      })),
    };
  }
}

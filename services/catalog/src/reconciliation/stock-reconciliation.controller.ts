import { Controller } from '@nestjs/common';
import { RPC, type RpcAnswer, type RpcRequest } from '@shop/contracts';
import { AnswerRpc, RpcPayload } from '@shop/service-kit';
import { StockReconciliationService } from './stock-reconciliation.service';

/** Answers the reconciliation command, over NATS. */
@Controller()
export class StockReconciliationController {
  constructor(private readonly reconciliation: StockReconciliationService) {}

  @AnswerRpc(RPC.reconcileStock)
  stock(
    @RpcPayload(RPC.reconcileStock) request: RpcRequest<typeof RPC.reconcileStock>,
  ): Promise<RpcAnswer<typeof RPC.reconcileStock>> {
    return this.reconciliation.stock(request);
  }

  @AnswerRpc(RPC.repairStock)
  repair(
    @RpcPayload(RPC.repairStock) request: RpcRequest<typeof RPC.repairStock>,
  ): Promise<RpcAnswer<typeof RPC.repairStock>> {
    return this.reconciliation.repair(request);
  }
}

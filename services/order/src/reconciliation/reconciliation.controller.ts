import { Controller } from '@nestjs/common';
import { RPC, type RpcAnswer, type RpcRequest } from '@shop/contracts';
import { AnswerRpc, RpcPayload } from '@shop/service-kit';
import { ReconciliationService } from './reconciliation.service';

/** Answers the reconciliation command, over NATS. */
@Controller()
export class ReconciliationController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @AnswerRpc(RPC.reconcileOrders)
  orders(
    @RpcPayload(RPC.reconcileOrders) request: RpcRequest<typeof RPC.reconcileOrders>,
  ): Promise<RpcAnswer<typeof RPC.reconcileOrders>> {
    return this.reconciliation.orders(request);
  }

  @AnswerRpc(RPC.reannounceOrders)
  reannounce(
    @RpcPayload(RPC.reannounceOrders) request: RpcRequest<typeof RPC.reannounceOrders>,
  ): Promise<RpcAnswer<typeof RPC.reannounceOrders>> {
    return this.reconciliation.reannounce(request);
  }
}

import { Controller } from '@nestjs/common';
import { RPC, type RpcAnswer, type RpcRequest } from '@shop/contracts';
import { AnswerRpc, RpcPayload } from '@shop/service-kit';
import { StockReservationsService } from './stock-reservations.service';

/** Answers the order service's requests to hold and give back stock, over NATS. */
@Controller()
export class StockReservationsController {
  constructor(private readonly reservations: StockReservationsService) {}

  @AnswerRpc(RPC.reserveStock)
  reserve(
    @RpcPayload(RPC.reserveStock) request: RpcRequest<typeof RPC.reserveStock>,
  ): Promise<RpcAnswer<typeof RPC.reserveStock>> {
    return this.reservations.reserve(request);
  }

  @AnswerRpc(RPC.releaseStock)
  release(
    @RpcPayload(RPC.releaseStock) request: RpcRequest<typeof RPC.releaseStock>,
  ): Promise<RpcAnswer<typeof RPC.releaseStock>> {
    return this.reservations.release(request.orderId, request.final ?? true);
  }
}

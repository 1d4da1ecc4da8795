import { Controller } from '@nestjs/common';
import { RPC, type RpcAnswer, type RpcRequest } from '@shop/contracts';
import { AnswerRpc, RpcPayload } from '@shop/service-kit';
import { ProductsService } from './products.service';

/** Answers other services' questions about products over NATS. */
@Controller()
export class ProductsLookupController {
  constructor(private readonly products: ProductsService) {}

  @AnswerRpc(RPC.lookupProducts)
  lookup(
    @RpcPayload(RPC.lookupProducts) { ids }: RpcRequest<typeof RPC.lookupProducts>,
  ): Promise<RpcAnswer<typeof RPC.lookupProducts>> {
    return this.products.lookup(ids);
  }
}

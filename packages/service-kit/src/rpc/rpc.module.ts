import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClient } from './rpc-client';
import { RPC_CLIENT, RPC_OPTIONS, type RpcOptions } from './rpc-options';
import { ServiceClient } from './service-client';

/** Request-reply for one service: inject ServiceClient to ask other services. Global. */
@Module({})
export class RpcModule {
  static forRoot(options: RpcOptions): DynamicModule {
    return {
      module: RpcModule,
      global: true,
      providers: [
        { provide: RPC_OPTIONS, useValue: options },
        { provide: RPC_CLIENT, useFactory: () => new RpcClient(options) },
        ServiceClient,
      ],
      exports: [ServiceClient],
    };
  }
}

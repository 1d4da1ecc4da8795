import type { INestApplication } from '@nestjs/common';
import type { CustomStrategy } from '@nestjs/microservices';
import type { RpcOptions } from './rpc-options';
import { RpcServer } from './rpc-server';

/**
 * Makes the app a hybrid: its @AnswerRpc handlers answer over NATS beside its HTTP routes. Call
 * before app.listen() and then app.startAllMicroservices(), which does not wait for NATS.
 */
export function connectRpcServer(app: INestApplication, options: RpcOptions): RpcServer {
  const server = new RpcServer(options);
  app.connectMicroservice<CustomStrategy>({ strategy: server });
  return server;
}

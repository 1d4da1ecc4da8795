import { ClientNats, type MsPattern } from '@nestjs/microservices';
import type { MsgHdrs } from 'nats';
import { withTraceHeaders } from '../telemetry/tracing/nats-trace-headers';
import { RPC_CONNECT_TIMEOUT_MS, RPC_RECONNECT_WAIT_MS, type RpcOptions } from './rpc-options';
import { natsSubject } from '../events/namespace';
import { natsServers } from '../events/nats-servers';

/**
 * @nestjs/microservices' NATS client under the platform's namespace. It connects on the first
 * question and never gives up reconnecting: during an outage questions fail at once (the caller
 * answers 503) and work again when NATS is back.
 */
export class RpcClient extends ClientNats {
  constructor(private readonly rpc: RpcOptions) {
    super({
      servers: natsServers(rpc.natsUrl),
      name: `${rpc.service}-rpc-client`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: RPC_RECONNECT_WAIT_MS,
      timeout: RPC_CONNECT_TIMEOUT_MS,
    });
  }

  protected override normalizePattern(pattern: MsPattern): string {
    return natsSubject(this.rpc.namespace ?? '', super.normalizePattern(pattern));
  }

  /** The asker's trace context goes with each question, for the answering side's span. */
  protected override mergeHeaders<THeaders = MsgHdrs>(requestHeaders?: THeaders) {
    return withTraceHeaders(super.mergeHeaders(requestHeaders) as MsgHdrs | undefined);
  }
}

import {
  BadGatewayException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { RPC_CONTRACTS, type RpcAnswer, type RpcPattern, type RpcRequest } from '@shop/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { describeError } from '../events/events-logger';
import { traceRequest } from '../telemetry/tracing/messaging-spans';
import { DEFAULT_RPC_TIMEOUT_MS, RPC_CLIENT, RPC_OPTIONS, type RpcOptions } from './rpc-options';
import type { RpcClient } from './rpc-client';
import { isRpcRefusal } from './rpc-refusal';
import { answeringService } from './rpc-subject';

/** The 503 a caller answers when the asked service did not answer in time, or cannot be reached. */
export function unavailableMessage(service: string): string {
  return `${label(service)} service is unavailable. Please try again later.`;
}

/** The 502 a caller answers when the asked service failed or answered nonsense. */
export function failedMessage(service: string): string {
  return `${label(service)} service could not answer. Please try again later.`;
}

/**
 * Asks another service a question over NATS and waits for its answer (at most the configured
 * timeout). Both sides are checked against the pattern's contract. What the caller's HTTP client
 * then sees: the answering service's refusal with its own 4xx status and message; a 503 when no
 * answer came (timeout, nobody answering, NATS down) or the answering service could not reach its
 * database; a 502 when the answering service failed.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClient.name);
  private readonly timeoutMs: number;

  constructor(
    @Inject(RPC_CLIENT) private readonly client: RpcClient,
    @Inject(RPC_OPTIONS) options: RpcOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  }

  async send<P extends RpcPattern>(pattern: P, request: RpcRequest<P>): Promise<RpcAnswer<P>> {
    const contract = RPC_CONTRACTS[pattern];
    // A request off its contract is this service's own mistake: it fails here, never on the wire.
    const body: unknown = contract.request.parse(request);
    const service = answeringService(pattern);
    let answer: unknown;
    try {
      answer = await traceRequest(pattern, () =>
        firstValueFrom(this.client.send(pattern, body).pipe(timeout(this.timeoutMs))),
      );
    } catch (error) {
      throw this.failure(pattern, service, error);
    }
    const checked = contract.answer.safeParse(answer);
    if (!checked.success) {
      this.logger.error(`${pattern}: answer off its contract: ${checked.error.message}`);
      throw new BadGatewayException(failedMessage(service));
    }
    return checked.data as RpcAnswer<P>;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  private failure(pattern: string, service: string, error: unknown): HttpException {
    if (isRpcRefusal(error)) {
      if (error.status >= 400 && error.status < 500) {
        return new HttpException(error.message, error.status);
      }
      // Its database is out of reach for a moment: so is this answer, and the caller may retry.
      if (error.status === 503) return new ServiceUnavailableException(error.message);
      this.logger.error(`${pattern}: ${service} failed: ${error.status} ${error.message}`);
      return new BadGatewayException(failedMessage(service));
    }
    const reason =
      error instanceof TimeoutError
        ? `no answer within ${this.timeoutMs} ms`
        : describeError(error);
    this.logger.warn(`${pattern}: ${reason}`);
    return new ServiceUnavailableException(unavailableMessage(service));
  }
}

function label(service: string): string {
  return service.charAt(0).toUpperCase() + service.slice(1);
}

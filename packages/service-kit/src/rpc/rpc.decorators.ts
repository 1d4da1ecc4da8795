import { applyDecorators, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RPC_CONTRACTS, type RpcPattern } from '@shop/contracts';
import { ZodValidationPipe } from '../validation/zod-validation.pipe';
import { RpcErrorFilter } from './rpc-error.filter';

/**
 * Makes a controller method the answer to `pattern` (Nest's @MessagePattern); whatever it throws
 * reaches the asker as a refusal with a status and a message.
 */
export function AnswerRpc(pattern: RpcPattern): MethodDecorator {
  return applyDecorators(MessagePattern(pattern), UseFilters(new RpcErrorFilter()));
}

/** The request body, checked against the pattern's contract; a wrong one is refused with 400. */
export function RpcPayload(pattern: RpcPattern): ParameterDecorator {
  return Payload(new ZodValidationPipe(RPC_CONTRACTS[pattern].request));
}

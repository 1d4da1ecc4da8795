import { applyDecorators, Controller, Inject, UseFilters, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RPC_CONTRACTS, type RpcAnswer, type RpcPattern, type RpcRequest } from '@shop/contracts';
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

/** How one service answers the patterns it is handed, each from its checked request. */
export type RpcAnswers<S> = {
  [P in RpcPattern]?: (service: S, request: RpcRequest<P>) => Promise<RpcAnswer<P>>;
};

/**
 * A controller that answers each pattern of `answers` (as @AnswerRpc with @RpcPayload would) by
 * handing the request to the one injected `service`: for controllers that only pass requests on.
 */
export function rpcController<S>(service: Type<S>, answers: RpcAnswers<S>): Type<object> {
  @Controller()
  class RpcAnswersController {
    constructor(@Inject(service) readonly service: S) {}
  }
  for (const pattern of Object.keys(answers) as RpcPattern[]) {
    const answer = answers[pattern] as (service: S, request: unknown) => Promise<unknown>;
    const descriptor: PropertyDescriptor = {
      value(this: RpcAnswersController, request: unknown) {
        return answer(this.service, request);
      },
      writable: true,
      configurable: true,
    };
    Object.defineProperty(RpcAnswersController.prototype, pattern, descriptor);
    RpcPayload(pattern)(RpcAnswersController.prototype, pattern, 0);
    AnswerRpc(pattern)(RpcAnswersController.prototype, pattern, descriptor);
  }
  return RpcAnswersController;
}

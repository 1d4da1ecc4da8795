import { RpcException } from '@nestjs/microservices';

/** What an answering service sends back instead of an answer: an HTTP status and a message. */
export interface RpcRefusal {
  status: number;
  message: string;
}

export function isRpcRefusal(value: unknown): value is RpcRefusal {
  if (typeof value !== 'object' || value === null) return false;
  const { status, message } = value as Partial<RpcRefusal>;
  return Number.isInteger(status) && typeof message === 'string';
}

/** Refuses a request, e.g. `throw refuse(404, 'Product not found')`; the asker gets that 404. */
export function refuse(status: number, message: string): RpcException {
  return new RpcException({ status, message } satisfies RpcRefusal);
}

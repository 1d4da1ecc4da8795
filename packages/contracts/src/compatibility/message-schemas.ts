import { z } from 'zod';
import { EVENT_PAYLOADS, eventEnvelopeSchema, type EventSubject } from '../events';
import { RPC_CONTRACTS, type RpcPattern } from '../rpc';
import type { JsonSchema } from './schema-refusals';

/**
 * Every message that crosses from one service to another, by the name its snapshot file takes
 * (`events/order.placed`, `rpc/rpc.catalog.stock.reserve.request`): the event envelope, each
 * event subject's payload, each request-reply pattern's request and answer.
 */
export type MessageSchemas = Map<string, JsonSchema>;

export const ENVELOPE_MESSAGE = 'events/envelope';

export function eventMessage(subject: EventSubject): string {
  return `events/${subject}`;
}

export function rpcMessage(pattern: RpcPattern, part: 'request' | 'answer'): string {
  return `rpc/${pattern}.${part}`;
}

/** Each message's schema as its readers take it: zod's input, unknown fields let through. */
export function messageSchemas(): MessageSchemas {
  const schemas: MessageSchemas = new Map([[ENVELOPE_MESSAGE, readerSchema(eventEnvelopeSchema)]]);
  for (const [subject, payload] of Object.entries(EVENT_PAYLOADS)) {
    schemas.set(eventMessage(subject as EventSubject), readerSchema(payload));
  }
  for (const [pattern, contract] of Object.entries(RPC_CONTRACTS)) {
    schemas.set(rpcMessage(pattern as RpcPattern, 'request'), readerSchema(contract.request));
    schemas.set(rpcMessage(pattern as RpcPattern, 'answer'), readerSchema(contract.answer));
  }
  return schemas;
}

export function readerSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input' });
}

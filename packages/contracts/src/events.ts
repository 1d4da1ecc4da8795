import { z } from 'zod';

/** Every event on the bus: a fact that happened, with an id that makes redelivery harmless. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime(),
  payload: z.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & {
  payload: P;
};

/** JetStream streams and the subjects they hold; each service owns the stream it publishes to. */
export const STREAMS = {
  IDENTITY: 'identity.>',
  CATALOG: 'catalog.>',
  ORDER: 'order.>',
  ANALYTICS: 'analytics.>',
} as const;

export const SUBJECTS = {
  userRegistered: 'identity.user.registered',
  userVerified: 'identity.user.verified',
  userLoggedIn: 'identity.user.logged-in',
  orderPlaced: 'order.placed',
  orderPaid: 'order.paid',
  orderStatusChanged: 'order.status-changed',
  orderCancelled: 'order.cancelled',
  surveyCompleted: 'analytics.survey.completed',
  productUpdated: 'catalog.product.updated',
  productDeleted: 'catalog.product.deleted',
} as const;
export type EventSubject = (typeof SUBJECTS)[keyof typeof SUBJECTS];

/**
 * Core-NATS request-reply subjects: questions that need an answer now. They sit outside the
 * streams' subject spaces, or a stream would capture the request and answer it with a PubAck.
 */
export const REQUESTS = {
  reserveStock: 'rpc.catalog.stock.reserve',
} as const;

export const DEAD_LETTER_PREFIX = 'dead-letter';

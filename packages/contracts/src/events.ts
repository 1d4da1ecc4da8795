import { z } from 'zod';
import { moneySchema, orderStatusSchema, paymentMethodSchema } from './order';
import { productCategorySchema, productStatusSchema, productSubcategorySchema } from './product';
import { SURVEY_CATEGORIES, SURVEY_SOURCES } from './survey';
import { deviceSchema, trafficSourceSchema } from './traffic';

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
  sessionsRevoked: 'identity.sessions-revoked',
  orderPlaced: 'order.placed',
  orderPaid: 'order.paid',
  orderStatusChanged: 'order.status-changed',
  orderCancelled: 'order.cancelled',
  surveyCompleted: 'analytics.survey.completed',
  productViews: 'analytics.product-views',
  productUpdated: 'catalog.product.updated',
  productDeleted: 'catalog.product.deleted',
} as const;
export type EventSubject = (typeof SUBJECTS)[keyof typeof SUBJECTS];

/** Products one analytics.product-views event names at most: its catalog update stays short. */
export const PRODUCT_VIEWS_PER_EVENT = 100;

const userRef = { userId: z.uuid(), email: z.email() };

export const userRegisteredSchema = z.object({
  ...userRef,
  name: z.string().min(1),
  createdAt: z.iso.datetime(),
  trafficSource: trafficSourceSchema.optional(),
});
export const userVerifiedSchema = z.object({ ...userRef, at: z.iso.datetime() });
export const userLoggedInSchema = z.object({
  ...userRef,
  at: z.iso.datetime(),
  trafficSource: trafficSourceSchema.optional(),
  device: deviceSchema.optional(),
});

/**
 * Every login token of the account issued before now stops working: tokens carry the account's
 * session version (`sv`), and one below `sessionVersion` is refused by every service.
 */
export const sessionsRevokedSchema = z.object({
  userId: z.uuid(),
  sessionVersion: z.number().int().positive(),
  reason: z.enum(['logout-all', 'password-reset', 'role-change']),
  at: z.iso.datetime(),
});

/** One ordered line as the order recorded it: name and unit price are the catalogue's at the time. */
export const orderedItemSchema = z.object({
  productId: z.uuid(),
  name: z.string().min(1),
  unitPrice: moneySchema,
  quantity: z.number().int().positive(),
  size: z.string().min(1).nullable(),
  madeToMeasure: z.boolean(),
  /** The colour's name, '' when the product had none; sent since order mails need it. */
  color: z.string().optional(),
});

/**
 * Where an order goes and whom to tell, as the shopper gave it at checkout (the order API's
 * delivery address, checked there; plain strings here so that no reader refuses an order the
 * checkout took).
 */
export const eventAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type OrderedItem = z.infer<typeof orderedItemSchema>;
export type OrderAddress = z.infer<typeof eventAddressSchema>;

/**
 * `version` counts the order's changes (placed = 1, each later change + 1), so a projection can
 * tell an old fact from a new one whatever order the events arrive in.
 */
const orderRef = {
  orderId: z.uuid(),
  userId: z.uuid(),
  version: z.number().int().positive(),
};

export const orderPlacedSchema = z.object({
  ...orderRef,
  items: z.array(orderedItemSchema).min(1),
  deliveryFee: moneySchema,
  amount: moneySchema,
  paymentMethod: paymentMethodSchema,
  status: orderStatusSchema,
  /** The lines' sum before the delivery fee; sent since order mails show it. */
  subtotal: moneySchema.optional(),
  /** Sent since the order's confirmation mail goes to its address's e-mail. */
  address: eventAddressSchema.optional(),
});
export const orderPaidSchema = z.object({
  ...orderRef,
  amount: moneySchema,
  paymentMethod: paymentMethodSchema,
  captureId: z.string().min(1).nullable(),
});
export const orderStatusChangedSchema = z.object({
  ...orderRef,
  from: orderStatusSchema,
  to: orderStatusSchema,
  amount: moneySchema,
  /** The order's lines and address, sent since the mail of a shipped order names them. */
  items: z.array(orderedItemSchema).optional(),
  address: eventAddressSchema.optional(),
});
/**
 * The sale is undone (the order ended Cancelled or Refunded). Its stock goes back to the shelf
 * when `restock`: not when the goods had already shipped.
 */
export const orderCancelledSchema = z.object({
  ...orderRef,
  items: z.array(orderedItemSchema.pick({ productId: true, quantity: true, size: true })).min(1),
  amount: moneySchema,
  status: z.enum(['Cancelled', 'Refunded']).default('Cancelled'),
  restock: z.boolean().default(true),
});

export const surveyCompletedSchema = z.object({
  userId: z.uuid(),
  source: z.enum(SURVEY_SOURCES),
  referrer: z.string().nullable(),
  categories: z.array(z.enum(SURVEY_CATEGORIES)).min(1),
  at: z.iso.datetime(),
});

/** The product pages shoppers opened since the last such event, counted per product. */
export const productViewsSchema = z.object({
  views: z
    .array(z.object({ productId: z.uuid(), count: z.number().int().positive() }))
    .min(1)
    .max(PRODUCT_VIEWS_PER_EVENT),
});

export const productUpdatedSchema = z.object({
  productId: z.uuid(),
  name: z.string().min(1),
  brand: z.string(),
  category: productCategorySchema,
  subcategory: productSubcategorySchema,
  status: productStatusSchema,
  effectivePrice: moneySchema,
  imageUrl: z.string().nullable(),
  stockQuantity: z.number().int().min(0),
});
export const productDeletedSchema = z.object({ productId: z.uuid() });

/** The payload schema of every subject: what is published is checked against it, and so is what is consumed. */
export const EVENT_PAYLOADS = {
  [SUBJECTS.userRegistered]: userRegisteredSchema,
  [SUBJECTS.userVerified]: userVerifiedSchema,
  [SUBJECTS.userLoggedIn]: userLoggedInSchema,
  [SUBJECTS.sessionsRevoked]: sessionsRevokedSchema,
  [SUBJECTS.orderPlaced]: orderPlacedSchema,
  [SUBJECTS.orderPaid]: orderPaidSchema,
  [SUBJECTS.orderStatusChanged]: orderStatusChangedSchema,
  [SUBJECTS.orderCancelled]: orderCancelledSchema,
  [SUBJECTS.surveyCompleted]: surveyCompletedSchema,
  [SUBJECTS.productViews]: productViewsSchema,
  [SUBJECTS.productUpdated]: productUpdatedSchema,
  [SUBJECTS.productDeleted]: productDeletedSchema,
} as const satisfies Record<EventSubject, z.ZodType>;

export type EventPayload<S extends EventSubject> = z.infer<(typeof EVENT_PAYLOADS)[S]>;

/** An event as a consumer of subject `S` receives it: envelope checked, payload parsed. */
export type TypedEvent<S extends EventSubject> = EventEnvelope<EventPayload<S>> & { type: S };

export function isEventSubject(subject: string): subject is EventSubject {
  return Object.hasOwn(EVENT_PAYLOADS, subject);
}

export const DEAD_LETTER_PREFIX = 'dead-letter';

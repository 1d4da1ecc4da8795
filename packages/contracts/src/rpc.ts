import { z } from 'zod';
import { priceSchema, productStatusSchema, sizeEntrySchema } from './product';

/**
 * Request-reply patterns: questions one service asks another and needs answered now (durable
 * facts go through events instead). A pattern is `rpc.<answering service>.<question>`; on the
 * wire it carries the platform's NATS namespace in front. They sit outside the streams' subject
 * spaces, or a stream would capture the request and answer it with a PubAck.
 */
export const RPC = {
  lookupProducts: 'rpc.catalog.products.lookup',
} as const;
export type RpcPattern = (typeof RPC)[keyof typeof RPC];

/** How many products one lookup may ask for: a cart, never the catalogue. */
export const MAX_LOOKUP_IDS = 100;

export const productsLookupRequestSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(MAX_LOOKUP_IDS),
});

/** A product as the catalog holds it now, for pricing and checking an order. */
export const productLookupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: productStatusSchema,
  price: priceSchema,
  effectivePrice: z.number(),
  sizes: z.array(sizeEntrySchema),
  /** The primary image's URL (else the first image's), null when it has none. */
  image: z.string().nullable(),
  stockQuantity: z.number().int().min(0),
});
export type ProductLookup = z.infer<typeof productLookupSchema>;

export const productsLookupAnswerSchema = z.object({
  products: z.array(productLookupSchema),
  /** Asked-for ids the catalog does not hold, in the order asked. */
  missing: z.array(z.string()),
});

/** The request and answer schema of every pattern: both sides check against them. */
export const RPC_CONTRACTS = {
  [RPC.lookupProducts]: {
    request: productsLookupRequestSchema,
    answer: productsLookupAnswerSchema,
  },
} as const satisfies Record<RpcPattern, { request: z.ZodType; answer: z.ZodType }>;

export type RpcRequest<P extends RpcPattern> = z.input<(typeof RPC_CONTRACTS)[P]['request']>;
export type RpcAnswer<P extends RpcPattern> = z.output<(typeof RPC_CONTRACTS)[P]['answer']>;

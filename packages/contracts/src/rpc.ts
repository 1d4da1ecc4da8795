import { z } from 'zod';
import {
  PRODUCT_MESSAGES,
  priceSchema,
  productCategorySchema,
  productStatusSchema,
  productSubcategorySchema,
  sizeEntrySchema,
} from './product';
import { productIdSchema } from './product-query';
import {
  reannounceOrdersAnswerSchema,
  reannounceOrdersRequestSchema,
  reconcileAnalyticsOrdersAnswerSchema,
  reconcileCustomerOrdersAnswerSchema,
  reconcileOrderAnswerSchema,
  reconcileOrderRequestSchema,
  reconcileOrderRowsRequestSchema,
  reconcileOrdersAnswerSchema,
  reconcilePageRequestSchema,
  reconcilePurchaseCountsAnswerSchema,
  reconcilePurchaseCountsRequestSchema,
  reconcileStockAnswerSchema,
  repairStockAnswerSchema,
  repairStockRequestSchema,
} from './reconciliation';

/**
 * Request-reply patterns: questions one service asks another and needs answered now (durable
 * facts go through events instead). A pattern is `rpc.<answering service>.<question>`; on the
 * wire it carries the platform's NATS namespace in front. They sit outside the streams' subject
 * spaces, or a stream would capture the request and answer it with a PubAck.
 */
export const RPC = {
  lookupProducts: 'rpc.catalog.products.lookup',
  reserveStock: 'rpc.catalog.stock.reserve',
  reserveCart: 'rpc.catalog.stock.reserve-cart',
  releaseStock: 'rpc.catalog.stock.release',
  reconcileOrders: 'rpc.order.reconcile.orders',
  reconcileOrder: 'rpc.order.reconcile.order',
  reannounceOrders: 'rpc.order.reconcile.reannounce',
  reconcileStock: 'rpc.catalog.reconcile.stock',
  reconcilePurchaseCounts: 'rpc.catalog.reconcile.purchase-counts',
  repairStock: 'rpc.catalog.reconcile.repair',
  reconcileCustomerOrders: 'rpc.identity.reconcile.orders',
  reconcileAnalyticsOrders: 'rpc.analytics.reconcile.orders',
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
  category: productCategorySchema,
  subcategory: productSubcategorySchema,
  brand: z.string(),
  /** The colour's name ('' when it has none): colour variants of one model share their name. */
  color: z.string().default(''),
  /** What making one piece to measure costs on top of its price; null when it cannot be. */
  madeToMeasureCharge: z.number().min(0).nullable(),
});
export type ProductLookup = z.infer<typeof productLookupSchema>;

export const productsLookupAnswerSchema = z.object({
  products: z.array(productLookupSchema),
  /** Asked-for ids the catalog does not hold, in the order asked. */
  missing: z.array(z.string()),
});

/** How many lines one reservation may hold: an order's, never the catalogue. */
export const MAX_RESERVATION_LINES = 100;
/** Far above any cart (1 to 99 of an item), and keeps every stock sum inside an integer column. */
export const MAX_RESERVED_QUANTITY = 10_000;

export const stockReservationLineSchema = z.object({
  productId: productIdSchema,
  /** The size label as the product lists it; null for a product without sizes. */
  size: z.string().min(1).nullable(),
  quantity: z.number().int().min(1).max(MAX_RESERVED_QUANTITY),
});
export type StockReservationLine = z.infer<typeof stockReservationLineSchema>;

/**
 * Holds stock for an order about to be placed: every line or none. Asking again with the same
 * orderId reserves nothing more and answers as the first time.
 */
export const stockReserveRequestSchema = z.object({
  orderId: z.uuid(),
  lines: z.array(stockReservationLineSchema).min(1).max(MAX_RESERVATION_LINES),
});

/** Why a line cannot be reserved. */
export const STOCK_SHORTAGE_REASONS = [
  'not-found',
  'unavailable',
  'size-required',
  'size-not-offered',
  'insufficient-stock',
] as const;

export const STOCK_MESSAGES = {
  notFound: PRODUCT_MESSAGES.notFound,
  unavailable: 'This product is currently unavailable',
  sizeRequired: 'Please select a size',
  orderCancelled: 'This order was cancelled',
  sizeNotOffered: (name: string, size: string) => `${name} is not available in size ${size}`,
  onlyLeft: (name: string, size: string | null, available: number) => {
    const item = size === null ? name : `${name} in size ${size}`;
    return available === 0 ? `${item} is out of stock` : `Only ${available} left of ${item}`;
  },
} as const;

/** A line that cannot be reserved: what was asked, what is left, and why. */
export const stockShortageSchema = z.object({
  productId: z.string(),
  size: z.string().nullable(),
  requested: z.number().int().min(1),
  /** Units that could be reserved now: 0 when the product cannot be sold at all. */
  available: z.number().int().min(0),
  reason: z.enum(STOCK_SHORTAGE_REASONS),
  message: z.string(),
});
export type StockShortage = z.infer<typeof stockShortageSchema>;

export const stockReserveAnswerSchema = z.discriminatedUnion('reserved', [
  z.object({
    reserved: z.literal(true),
    orderId: z.uuid(),
    /** Released unless order.placed confirms the hold before then. */
    expiresAt: z.iso.datetime(),
  }),
  z.object({
    reserved: z.literal(false),
    orderId: z.uuid(),
    /** Every short line's message, one after another. */
    message: z.string(),
    shortages: z.array(stockShortageSchema),
  }),
]);
export type StockReserveAnswer = z.infer<typeof stockReserveAnswerSchema>;

/** A cart line as the shopper sent it: the catalog reads its product, size and quantity. */
export const cartReservationLineSchema = z.object({
  productId: z.string().min(1),
  /** The size label the cart chose; made-to-measure lines take no stock. */
  size: z.string().min(1),
  quantity: z.number().int().min(1).max(MAX_RESERVED_QUANTITY),
});

/**
 * Holds the stock of an order's cart and answers its products as they were under the hold, so the
 * order is priced and reserved in one request. Made-to-measure lines take no stock; the hold is
 * every other line or none.
 */
export const cartReserveRequestSchema = z.object({
  orderId: z.uuid(),
  lines: z.array(cartReservationLineSchema).min(1).max(MAX_RESERVATION_LINES),
});

export const cartReserveAnswerSchema = productsLookupAnswerSchema.extend({
  /** The hold, as `rpc.catalog.stock.reserve` answers it; null when no line takes stock. */
  reservation: stockReserveAnswerSchema.nullable(),
});
export type CartReserveAnswer = z.infer<typeof cartReserveAnswerSchema>;

/**
 * Gives back the stock held for an order not placed: at once instead of when the hold expires.
 * `final` (its payment failed or was refused: it will never be placed) also refuses any later
 * reservation for it; otherwise the order may ask again. A hold already confirmed by
 * order.placed is left to order.cancelled.
 */
export const stockReleaseRequestSchema = z.object({
  orderId: z.uuid(),
  final: z.boolean().default(true),
});
export const stockReleaseAnswerSchema = z.object({
  orderId: z.uuid(),
  /** Whether stock went back now (false when nothing was held). */
  released: z.boolean(),
});

/** The request and answer schema of every pattern: both sides check against them. */
export const RPC_CONTRACTS = {
  [RPC.lookupProducts]: {
    request: productsLookupRequestSchema,
    answer: productsLookupAnswerSchema,
  },
  [RPC.reserveStock]: {
    request: stockReserveRequestSchema,
    answer: stockReserveAnswerSchema,
  },
  [RPC.reserveCart]: {
    request: cartReserveRequestSchema,
    answer: cartReserveAnswerSchema,
  },
  [RPC.releaseStock]: {
    request: stockReleaseRequestSchema,
    answer: stockReleaseAnswerSchema,
  },
  [RPC.reconcileOrders]: {
    request: reconcilePageRequestSchema,
    answer: reconcileOrdersAnswerSchema,
  },
  [RPC.reconcileOrder]: {
    request: reconcileOrderRequestSchema,
    answer: reconcileOrderAnswerSchema,
  },
  [RPC.reannounceOrders]: {
    request: reannounceOrdersRequestSchema,
    answer: reannounceOrdersAnswerSchema,
  },
  [RPC.reconcileStock]: {
    request: reconcilePageRequestSchema,
    answer: reconcileStockAnswerSchema,
  },
  [RPC.reconcilePurchaseCounts]: {
    request: reconcilePurchaseCountsRequestSchema,
    answer: reconcilePurchaseCountsAnswerSchema,
  },
  [RPC.repairStock]: {
    request: repairStockRequestSchema,
    answer: repairStockAnswerSchema,
  },
  [RPC.reconcileCustomerOrders]: {
    request: reconcileOrderRowsRequestSchema,
    answer: reconcileCustomerOrdersAnswerSchema,
  },
  [RPC.reconcileAnalyticsOrders]: {
    request: reconcileOrderRowsRequestSchema,
    answer: reconcileAnalyticsOrdersAnswerSchema,
  },
} as const satisfies Record<RpcPattern, { request: z.ZodType; answer: z.ZodType }>;

export type RpcRequest<P extends RpcPattern> = z.input<(typeof RPC_CONTRACTS)[P]['request']>;
export type RpcAnswer<P extends RpcPattern> = z.output<(typeof RPC_CONTRACTS)[P]['answer']>;

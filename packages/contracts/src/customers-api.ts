import { z } from 'zod';
import { orderStatusSchema } from './order';
import { SURVEY_CATEGORIES, SURVEY_SOURCES } from './survey-options';

/**
 * docs/product/admin.md#customer-management: the customers screen's calls
 * (`/api/customers/list`, `/stats`, `/{id}`), answered by identity. Purchase figures come from the
 * order events identity keeps a projection of:
 * - totalOrders: orders placed (cash on delivery at once; PayPal once captured), cancelled ones
 *   included;
 * - completedOrders: orders Delivered; cancelledOrders: orders Cancelled;
 * - totalSpent: the amounts of orders paid or Delivered, neither Cancelled nor Refunded, in US
 *   dollars as charged (the back office shows every amount in US dollars);
 * - an active buyer has at least one order; a returning customer at least two.
 */
export const CUSTOMER_PAGE_SIZE = 10;
export const CUSTOMER_RECENT_ORDERS = 5;
export const CUSTOMER_SORT_FIELDS = [
  'createdAt',
  'name',
  'email',
  'totalSpent',
  'totalOrders',
] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  listFailed: 'Failed to load customers',
  detailFailed: 'Failed to load customer details',
} as const;

export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CUSTOMER_PAGE_SIZE),
  search: z.string().trim().max(200).optional().default(''),
  sortBy: z.enum(CUSTOMER_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerSurveySchema = z.object({
  source: z.enum(SURVEY_SOURCES),
  referrer: z.string().nullable(),
  categories: z.array(z.enum(SURVEY_CATEGORIES)),
});

export const customerPurchaseStatsSchema = z.object({
  totalOrders: z.number().int().min(0),
  completedOrders: z.number().int().min(0),
  cancelledOrders: z.number().int().min(0),
  totalSpent: z.number().min(0),
});
export type CustomerPurchaseStats = z.infer<typeof customerPurchaseStatsSchema>;

export const customerListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
  survey: customerSurveySchema.nullable(),
  stats: customerPurchaseStatsSchema,
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    customers: z.array(customerListItemSchema),
    pagination: z.object({
      page: z.number().int().min(1),
      pages: z.number().int().min(0),
      total: z.number().int().min(0),
      limit: z.number().int().min(1),
    }),
  }),
});
export type CustomerListAnswer = z.infer<typeof customerListAnswerSchema>;

export const customerStatsSchema = z.object({
  totalCustomers: z.number().int().min(0),
  verifiedCustomers: z.number().int().min(0),
  /** Active buyers: customers with at least one order. */
  customersWithOrders: z.number().int().min(0),
  /** customersWithOrders of totalCustomers, in percent, one decimal. */
  conversionRate: z.number().min(0).max(100),
  /** Customers with two orders or more. */
  returningCustomers: z.number().int().min(0),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;
export const customerStatsAnswerSchema = z.object({
  success: z.literal(true),
  data: customerStatsSchema,
});
export type CustomerStatsAnswer = z.infer<typeof customerStatsAnswerSchema>;

export const customerOrderSummarySchema = z.object({
  _id: z.string(),
  date: z.string(),
  amount: z.number(),
  status: orderStatusSchema,
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;

export const customerDetailAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    customer: customerListItemSchema.omit({ stats: true }),
    stats: customerPurchaseStatsSchema,
    /** Newest first. */
    orders: z.array(customerOrderSummarySchema),
  }),
});
export type CustomerDetailAnswer = z.infer<typeof customerDetailAnswerSchema>;

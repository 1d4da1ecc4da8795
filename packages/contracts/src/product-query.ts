import { z } from 'zod';
import { productCategorySchema, productStatusSchema, productSubcategorySchema } from './product';

/**
 * Page size of the admin lists: products, orders, customers, measurements
 * (docs/product/api-and-errors.md#numbers-and-limits).
 */
export const ADMIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/**
 * GET /api/product. Without page or limit: every Active product, newest first. With either: one
 * page plus `pagination`. `admin=true` lists every status and takes an admin token.
 */
export const productListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  admin: z.enum(['true', 'false']).optional(),
  category: productCategorySchema.optional(),
  subcategory: productSubcategorySchema.optional(),
  status: productStatusSchema.optional(),
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productIdSchema = z.uuid();

import { z } from 'zod';
import { paginationSchema, successSchema } from './envelope';
import { productCategorySchema, productSchema, productSubcategorySchema } from './product';
import { MAX_SEARCH_LENGTH } from './product-query';

/** docs/product/storefront-pages.md#collection: the collection's sort orders. */
export const PRODUCT_SORTS = [
  'relevant',
  'low-high',
  'high-low',
  'name',
  'newest',
  'popular',
] as const;
export const productSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof productSortSchema>;

/** A page of search results: at most this many products. */
export const MAX_SEARCH_PAGE_SIZE = 48;
/** The collection grid's page: a multiple of 2, 3 and 4 so every row is full at every width. */
export const DEFAULT_SEARCH_PAGE_SIZE = 24;
/** How many values one repeatable filter may carry. */
export const MAX_FILTER_VALUES = 20;

export const SEARCH_MESSAGES = {
  searched: 'Products fetched successfully',
  priceRange: 'Minimum price cannot be more than maximum price',
  tooSlow: 'The search took too long. Please try again, or narrow it with fewer words or a filter.',
} as const;

/** A blank query value ('?minPrice=') means the filter is not set. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A filter that may be repeated (`?productType=Boots&productType=Loafers`) or comma-separated
 * (`?productType=Boots,Loafers`); blanks are dropped and a value given twice counts once.
 */
function repeatable<T extends z.ZodType<string>>(value: T) {
  return z.preprocess((raw) => {
    if (raw === undefined) return undefined;
    const values = (Array.isArray(raw) ? raw : [raw])
      .flatMap((item) => String(item).split(','))
      .map((item) => item.trim())
      .filter(Boolean);
    return values.length ? [...new Set(values)] : undefined;
  }, z.array(value).max(MAX_FILTER_VALUES).optional());
}

const priceBound = z.preprocess(blankAsMissing, z.coerce.number().min(0).optional());

/**
 * GET /api/product/search. Every filter narrows the result (values within one filter are
 * alternatives); a missing maxPrice is unbounded. `relevant` ranks by text match when there is a
 * query and falls back to newest first without one.
 */
export const productSearchQuerySchema = z
  .object({
    q: z.preprocess(blankAsMissing, z.string().trim().max(MAX_SEARCH_LENGTH).optional()),
    category: repeatable(productCategorySchema),
    subcategory: repeatable(productSubcategorySchema),
    /** A product type as the sidebar shows it ('Chelsea Boots', 'Boots', 'monk-straps'). */
    productType: repeatable(z.string().max(60)),
    brand: repeatable(z.string().max(60)),
    minPrice: priceBound,
    maxPrice: priceBound,
    sortBy: z.preprocess(blankAsMissing, productSortSchema.default('relevant')),
    page: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).default(1)),
    limit: z.preprocess(
      blankAsMissing,
      z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(DEFAULT_SEARCH_PAGE_SIZE),
    ),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { message: SEARCH_MESSAGES.priceRange, path: ['minPrice'] },
  );
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;
export type ProductSearchParams = z.input<typeof productSearchQuerySchema>;

/** How many products one more choice in a filter group would show. */
export const facetCountSchema = z.object({
  value: z.string(),
  count: z.number().int().min(0),
});
export type FacetCount = z.infer<typeof facetCountSchema>;

/**
 * The filter sidebar's numbers for the current query. Each group is counted with every filter
 * applied except its own (choosing Women next to Men widens the list, so its count must not be
 * narrowed by Men). `productType` counts by the type's display name (productType, else the shoe
 * style, else the subcategory). `price` is the effective-price range under every filter but the
 * price bounds; null bounds when nothing matches.
 */
export const productSearchFacetsSchema = z.object({
  category: z.array(facetCountSchema),
  subcategory: z.array(facetCountSchema),
  productType: z.array(facetCountSchema),
  brand: z.array(facetCountSchema),
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
});
export type ProductSearchFacets = z.infer<typeof productSearchFacetsSchema>;

export const productSearchResponseSchema = successSchema(z.array(productSchema)).extend({
  pagination: paginationSchema,
  facets: productSearchFacetsSchema,
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

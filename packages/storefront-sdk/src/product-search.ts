import type { ProductSearchParams, ProductSearchResponse } from '@shop/contracts';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { INVALID_RESPONSE_FORMAT } from './contract-check';
import { devContracts } from './dev-contracts';
import { queryOptions } from './query-cache';

/** docs/product/api-and-errors.md#loading-products: a reply without a product list. */
export const INVALID_PRODUCT_LIST = INVALID_RESPONSE_FORMAT;

/** docs/product/storefront-pages.md#collection: what a failed search tells the shopper. */
export const SEARCH_FAILED = 'Search failed. Please try again.';

export type ProductSearchResult = Pick<ProductSearchResponse, 'data' | 'pagination' | 'facets'>;

/** The query string of a search: repeated filters repeat, blanks and undefined are left out. */
export function searchQueryString(params: ProductSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of [value].flat()) {
      if (item === undefined || item === null || String(item).trim() === '') continue;
      query.append(name, String(item));
    }
  }
  return query.toString();
}

/** The collection grid's page: a multiple of 2, 3 and 4 so every row is full at every width. */
export const COLLECTION_PAGE_SIZE = 24;

/**
 * The collection's first page as mf-catalog asks for it when the address names no filter, sort
 * or page. The shell starts it before the remote's code arrives (a test of mf-catalog holds the
 * two to the same address).
 */
export const FIRST_COLLECTION_PAGE = `/api/product/search?${searchQueryString({
  sortBy: 'relevant',
  page: 1,
  limit: COLLECTION_PAGE_SIZE,
})}`;

/** GET /api/product/search: one page of Active products with the sidebar's facet counts. */
export async function searchProducts(params: ProductSearchParams): Promise<ProductSearchResult> {
  const query = searchQueryString(params);
  const body = await apiRequest(
    devContracts?.productSearchResponseSchema,
    `/api/product/search${query ? `?${query}` : ''}`,
  );
  // Unchecked in production: an answer without its list still fails as a format error.
  if (!Array.isArray(body.data) || !body.pagination || !body.facets) {
    throw new ApiError(body.message || INVALID_PRODUCT_LIST, 200, 'format', body);
  }
  return { data: body.data, pagination: body.pagination, facets: body.facets };
}

export const productSearchQueryOptions = (params: ProductSearchParams) =>
  queryOptions({
    queryKey: ['products', 'search', searchQueryString(params)],
    queryFn: () => searchProducts(params),
  });

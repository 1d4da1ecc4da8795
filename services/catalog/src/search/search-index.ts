import { Inject } from '@nestjs/common';
import type { ProductSearchFacets, ProductSearchQuery } from '@shop/contracts';

/** One page of a search: the products to show, in order, and the numbers around them. */
export interface SearchHits {
  /** The page's products, best first; the caller loads them from the catalogue. */
  productIds: string[];
  /** How many products match the whole query, over every page. */
  total: number;
  facets: ProductSearchFacets;
}

/**
 * Where the collection's searches are answered. The default, PostgresSearchIndex, reads the
 * products table itself, so it is always in step with the catalogue. An external engine
 * (OpenSearch, Typesense ...) implements the same interface and is kept in step through the hooks,
 * which every change to a product's searchable fields, price, status or popularity must reach.
 */
export interface SearchIndex {
  /** Only Active products are ever found. */
  search(query: ProductSearchQuery): Promise<SearchHits>;
  /** These products were created or changed: (re)read them from the catalogue. */
  indexProducts(productIds: readonly string[]): Promise<void>;
  /** These products were deleted: forget them. */
  removeProducts(productIds: readonly string[]): Promise<void>;
}

export const SEARCH_INDEX = Symbol('SearchIndex');

/** Injects the configured SearchIndex. */
export const InjectSearchIndex = (): ParameterDecorator => Inject(SEARCH_INDEX);

import type { FacetCount, Product } from '@shop/contracts';
import { pageOf, type Reply, type Route } from '@shop/storefront-sdk/testing';
import { isOfType, productTypeLabel } from '../features/shared/utils/product-rules';

export { TEST_API_BASE, fakeApi, type Reply, type Route } from '@shop/storefront-sdk/testing';

export const productList = (products: unknown[]): Reply => ({
  body: { success: true, message: 'Products fetched successfully', data: products },
});

type Group = 'category' | 'subcategory' | 'productType';

function tally(products: Product[], valueOf: (product: Product) => string): FacetCount[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    const value = valueOf(product);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

/**
 * GET /api/product/search over a list held in the test, answering in the API's shape: the
 * filters, sorts, pages and facets the page relies on, in a few lines (the catalog's own tests
 * cover ranking and typos).
 */
export function productSearch(products: Product[]): Route {
  return (_params, { query }) => {
    const list = (name: string) => query.getAll(name).flatMap((value) => value.split(','));
    const q = (query.get('q') ?? '').toLowerCase();
    const min = query.get('minPrice');
    const max = query.get('maxPrice');
    const passes = (product: Product, skip?: Group) =>
      (skip === 'category' ||
        !list('category').length ||
        list('category').includes(product.category)) &&
      (skip === 'subcategory' ||
        !list('subcategory').length ||
        list('subcategory').includes(product.subcategory)) &&
      (skip === 'productType' ||
        !list('productType').length ||
        list('productType').some((type) => isOfType(product, type))) &&
      (!q || `${product.name} ${product.brand}`.toLowerCase().includes(q));
    const inPrice = (product: Product) =>
      (min === null || product.effectivePrice >= Number(min)) &&
      (max === null || product.effectivePrice <= Number(max));

    const found = products.filter((product) => passes(product) && inPrice(product));
    const sortBy = query.get('sortBy') ?? 'relevant';
    const byPrice = (a: Product, b: Product) => a.effectivePrice - b.effectivePrice;
    const sorted =
      sortBy === 'low-high'
        ? [...found].sort(byPrice)
        : sortBy === 'high-low'
          ? [...found].sort((a, b) => byPrice(b, a))
          : sortBy === 'name'
            ? [...found].sort((a, b) => a.name.localeCompare(b.name))
            : sortBy === 'newest'
              ? [...found].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
              : sortBy === 'popular'
                ? [...found].sort((a, b) => b.viewCount - a.viewCount)
                : found;
    const { items, pagination } = pageOf(sorted, query, 24);
    const prices = products.filter((p) => passes(p)).map((p) => p.effectivePrice);
    return {
      body: {
        success: true,
        message: 'Products fetched successfully',
        data: items,
        pagination,
        facets: {
          category: tally(
            products.filter((p) => passes(p, 'category') && inPrice(p)),
            (p) => p.category,
          ),
          subcategory: tally(
            products.filter((p) => passes(p, 'subcategory') && inPrice(p)),
            (p) => p.subcategory,
          ),
          productType: tally(
            products.filter((p) => passes(p, 'productType') && inPrice(p)),
            productTypeLabel,
          ),
          brand: tally(found, (p) => p.brand),
          price: {
            min: prices.length ? Math.min(...prices) : null,
            max: prices.length ? Math.max(...prices) : null,
          },
        },
      },
    };
  };
}

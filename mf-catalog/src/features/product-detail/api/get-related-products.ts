import type { Product } from '@shop/contracts';
import { useMemo } from 'react';
import { productSearchQueryOptions, useQuery, useServerRender } from '@shop/storefront-sdk';
import { RELATED_PRODUCT_COUNT } from '../../../constants';

/** Enough of the category to choose five at random from, the product itself among them. */
const RELATED_POOL_SIZE = 16;

export const getRelatedProductsQueryOptions = (product: Product) =>
  productSearchQueryOptions({
    category: [product.category],
    sortBy: 'popular',
    limit: RELATED_POOL_SIZE,
  });

/**
 * A random sequence in [0, 1) drawn from `seed` (mulberry32): the same seed gives the same
 * sequence, so a product's page shows the same related products on every visit.
 */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * docs/product/storefront-pages.md#product-page: up to five random products of the same category,
 * the product itself left out; those of the same subcategory (shoes with shoes) come first.
 */
export function pickRelated(
  products: Product[],
  product: Product,
  random: () => number = Math.random,
): Product[] {
  const sameCategory = products.filter(
    (p) => p._id !== product._id && p.category === product.category,
  );
  const closest = shuffled(
    sameCategory.filter((p) => p.subcategory === product.subcategory),
    random,
  );
  const others = shuffled(
    sameCategory.filter((p) => p.subcategory !== product.subcategory),
    random,
  );
  return [...closest, ...others].slice(0, RELATED_PRODUCT_COUNT);
}

/**
 * Chosen in the browser: the list sits below the fold, and its pool of sixteen products would
 * be most of the page's weight and of its render on the server. The page rendered on the
 * server leaves it out, and hydration draws it once the pool has come.
 */
export function useRelatedProducts(product: Product) {
  const query = useQuery({
    ...getRelatedProductsQueryOptions(product),
    enabled: !useServerRender(),
  });
  const related = useMemo(
    // Chosen at random for each product, the same on every visit.
    () => (query.data ? pickRelated(query.data.data, product, seededRandom(product._id)) : []),
    [query.data, product],
  );
  return { ...query, related };
}

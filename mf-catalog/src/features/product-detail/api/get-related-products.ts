import type { Product } from '@shop/contracts';
import { useMemo } from 'react';
import { productSearchQueryOptions, useQuery } from '@shop/storefront-sdk';
import { RELATED_PRODUCT_COUNT } from '../../../constants';

/** Enough of the category to choose five at random from, the product itself among them. */
const RELATED_POOL_SIZE = 16;

export const getRelatedProductsQueryOptions = (product: Product) =>
  productSearchQueryOptions({
    category: [product.category],
    sortBy: 'popular',
    limit: RELATED_POOL_SIZE,
  });

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Spec §2: up to five random products of the same category, the product itself left out; those
 * of the same subcategory (shoes with shoes) come first.
 */
export function pickRelated(products: Product[], product: Product): Product[] {
  const sameCategory = products.filter(
    (p) => p._id !== product._id && p.category === product.category,
  );
  const closest = shuffled(sameCategory.filter((p) => p.subcategory === product.subcategory));
  const others = shuffled(sameCategory.filter((p) => p.subcategory !== product.subcategory));
  return [...closest, ...others].slice(0, RELATED_PRODUCT_COUNT);
}

export function useRelatedProducts(product: Product) {
  const query = useQuery(getRelatedProductsQueryOptions(product));
  const related = useMemo(
    () => (query.data ? pickRelated(query.data.data, product) : []),
    [query.data, product],
  );
  return { ...query, related };
}

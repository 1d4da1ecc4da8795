import type { Product } from '@shop/contracts';
import { useMemo } from 'react';
import { productListQueryOptions, useQuery } from '@shop/storefront-sdk';
import { RELATED_PRODUCT_COUNT } from '../../../constants';

export const getRelatedProductsQueryOptions = () => productListQueryOptions();

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
  const query = useQuery(getRelatedProductsQueryOptions());
  const related = useMemo(
    () => (query.data ? pickRelated(query.data, product) : []),
    [query.data, product],
  );
  return { ...query, related };
}

// The price rule, apart from the schemas: the browser imports it without bundling zod.
import type { Price } from './product';

/**
 * docs/product/storefront-pages.md#prices: the discount price if above 0 and below base, else
 * base.
 */
export function effectivePrice(price: Price): number {
  return price.discount && price.discount > 0 && price.discount < price.base
    ? price.discount
    : price.base;
}

/** The saving as a whole percentage of base (0 when there is none). */
export function discountPercent(price: Price): number {
  const paid = effectivePrice(price);
  return paid < price.base ? Math.round(((price.base - paid) / price.base) * 100) : 0;
}

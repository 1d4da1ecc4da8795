import type { Product, SizeEntry } from '@shop/contracts';

export function productSizes(product: Product): SizeEntry[] {
  return product.shoeDetails?.sizes ?? product.jacketDetails?.sizes ?? [];
}

/**
 * docs/product/storefront-pages.md#product-page: only sizes flagged available with stock above 0
 * are offered.
 */
export function offeredSizes(product: Product): SizeEntry[] {
  return productSizes(product).filter((size) => size.available && size.stock > 0);
}

/** docs/product/storefront-pages.md#product-page: bought only when it has stock and is Active. */
export function isPurchasable(product: Product): boolean {
  return product.stockQuantity > 0 && product.status === 'Active';
}

export function isJacket(product: Product): boolean {
  return product.subcategory === 'Jackets';
}

/**
 * The product's type in the shop's words: productType, else the shoe style, else its
 * subcategory.
 */
export function productTypeLabel(product: Product): string {
  const style = product.shoeDetails?.style;
  const label =
    product.productType || (style && style !== 'Other' ? style : '') || product.subcategory;
  return typeDisplayName(label);
}

/** Lower-case words joined by '-', singular: 'Monk Straps', 'monk-strap' and 'monk-straps' agree. */
export function typeKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/(ies)$/, 'y')
    .replace(/s$/, '');
}

/** Whether a product is of a type: 'Chelsea Boots' and style 'Boots' are both 'boots'. */
export function isOfType(product: Product, label: string): boolean {
  const wanted = typeKey(label);
  if (!wanted) return false;
  const candidates = [product.productType, product.shoeDetails?.style, productTypeLabel(product)];
  return candidates.some((candidate) => {
    if (!candidate) return false;
    const key = typeKey(candidate);
    return key === wanted || key.endsWith(`-${wanted}`);
  });
}

/** How a type reads on screen: 'monk-straps' becomes 'Monk Straps'; 'Chelsea Boots' stays. */
export function typeDisplayName(label: string): string {
  if (/[A-Z]/.test(label)) return label;
  return label
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

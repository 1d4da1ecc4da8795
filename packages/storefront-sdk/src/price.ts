/** Spec §9: a flat delivery fee added to every non-empty cart. */
export const DELIVERY_FEE = 10;

/** The API sends `{ base, discount }`; older records carry a plain number (the base price). */
export type PriceLike = number | { base: number; discount?: number | null } | null | undefined;

export interface PricedProduct {
  price: PriceLike;
  effectivePrice?: number | null;
}

function basePrice(price: PriceLike): number {
  const base = typeof price === 'number' ? price : price?.base;
  return typeof base === 'number' && Number.isFinite(base) && base > 0 ? base : 0;
}

/**
 * Spec §9: the price paid is the product's effectivePrice, else the discount price if above 0
 * (and below base), else base. Accepts a product or a bare price.
 */
export function effectivePrice(item: PricedProduct | PriceLike): number {
  if (isPricedProduct(item)) {
    const given = item.effectivePrice;
    if (typeof given === 'number' && Number.isFinite(given) && given > 0) return given;
    return effectivePrice(item.price);
  }
  const base = basePrice(item);
  const discount = typeof item === 'object' && item ? item.discount : undefined;
  return typeof discount === 'number' && discount > 0 && discount < base ? discount : base;
}

/** The struck-through price: the base. */
export function regularPrice(item: PricedProduct | PriceLike): number {
  return basePrice(isPricedProduct(item) ? item.price : item);
}

/** The saving as a whole percentage of base (0 when there is none). */
export function discountPercent(item: PricedProduct | PriceLike): number {
  const base = regularPrice(item);
  const paid = effectivePrice(item);
  return base > 0 && paid < base ? Math.round(((base - paid) / base) * 100) : 0;
}

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$' with two decimals, e.g. $1,249.00. */
export function formatPrice(amount: number): string {
  return `$${money.format(Number.isFinite(amount) ? amount : 0)}`;
}

function isPricedProduct(item: PricedProduct | PriceLike): item is PricedProduct {
  return typeof item === 'object' && item !== null && 'price' in item;
}

import {
  effectivePrice,
  MADE_TO_MEASURE_SIZE,
  orderTotals,
  roundMoney,
  type OrderTotals,
  type Product,
  type ProductCategory,
  type ProductSubcategory,
} from '@shop/contracts';
import { useMemo } from 'react';
import {
  apiRequest,
  devContracts,
  isApiError,
  queryOptions,
  useCart,
  useQuery,
  type CartItems,
} from '@shop/storefront-sdk';

/**
 * docs/product/cart-and-checkout.md#cart-store: a cart line derived from the cart and the
 * catalogue as it is now.
 */
export interface CartLine {
  _id: string;
  name: string;
  size: string;
  quantity: number;
  /** One piece at today's price, the made-to-measure charge included. */
  price: number;
  image: string | null;
  brand: string;
  /** The colour's name: colour variants of one model share theirs. */
  color: string;
  category: ProductCategory;
  subcategory: ProductSubcategory;
  total: number;
  madeToMeasure: boolean;
}

/** A line the shop no longer sells: shown so the shopper can remove it, never ordered. */
export interface UnavailableLine {
  _id: string;
  size: string;
  quantity: number;
  name: string | null;
}

export interface CartView {
  lines: CartLine[];
  unavailable: UnavailableLine[];
  totals: OrderTotals;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
}

/** The product as the shop sells it now, or null when it is gone or no longer for sale (404). */
async function currentProduct(id: string): Promise<Product | null> {
  try {
    const body = await apiRequest(
      devContracts?.productResponseSchema,
      `/api/product/${encodeURIComponent(id)}`,
    );
    return body.data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const cartProductsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['cart-products', ...ids],
    queryFn: async () => {
      const products = await Promise.all(ids.map(currentProduct));
      return Object.fromEntries(ids.map((id, index) => [id, products[index]]));
    },
    // A price that changed since the item was added shows as it is now.
    staleTime: 30_000,
  });

/** Lines, unavailable lines and totals from the cart and the products it names. */
export function cartView(items: CartItems, products: Record<string, Product | null>) {
  const lines: CartLine[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const [productId, sizes] of Object.entries(items)) {
    const product = products[productId];
    for (const [size, quantity] of Object.entries(sizes)) {
      const madeToMeasure = size === MADE_TO_MEASURE_SIZE;
      const charge = product?.additionalCharges?.madeToMeasure ?? 0;
      const sellable =
        product &&
        product.status === 'Active' &&
        (!madeToMeasure || (product.subcategory === 'Jackets' && charge > 0));
      if (!sellable) {
        unavailable.push({ _id: productId, size, quantity, name: product?.name ?? null });
        continue;
      }
      const price = roundMoney(
        (product.effectivePrice ?? effectivePrice(product.price)) + (madeToMeasure ? charge : 0),
      );
      const primary = product.images?.find((image) => image.isPrimary) ?? product.images?.[0];
      lines.push({
        _id: productId,
        name: product.name,
        size,
        quantity,
        price,
        image: primary?.url ?? null,
        brand: product.brand ?? '',
        color: product.color ?? '',
        category: product.category,
        subcategory: product.subcategory,
        total: roundMoney(price * quantity),
        madeToMeasure,
      });
    }
  }
  const totals = orderTotals(
    lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })),
  );
  return { lines, unavailable, totals };
}

/** The cart as the cart page and checkout show it: one store, today's catalogue prices. */
export function useCartLines(): CartView {
  const items = useCart();
  const ids = useMemo(() => Object.keys(items).sort(), [items]);
  const query = useQuery({ ...cartProductsQueryOptions(ids), enabled: ids.length > 0 });
  const view = useMemo(
    () => (query.data ? cartView(items, query.data) : undefined),
    [items, query.data],
  );
  const empty = ids.length === 0;
  return {
    lines: view?.lines ?? [],
    unavailable: view?.unavailable ?? [],
    totals: view?.totals ?? { subtotal: 0, deliveryFee: 0, amount: 0 },
    isPending: !empty && !view && !query.isError,
    isError: !empty && query.isError,
    refetch: query.refetch,
  };
}

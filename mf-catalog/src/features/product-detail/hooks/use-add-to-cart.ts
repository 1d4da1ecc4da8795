import { useCallback } from 'react';
import { CartError, cartStore, tokenStore, track } from '@shop/storefront-sdk';
import { toast } from '@shop/ui';
import { PRODUCT_MESSAGES } from '../../../messages';

export interface AddToCartRequest {
  productId: string;
  name: string;
  /** What one costs now (the effective price), for the add_to_cart event. */
  price: number;
  /** The chosen size label, or '' when the shopper has not chosen. */
  size: string;
  quantity: number;
  available: boolean;
}

/** Whether the line went into the cart, or which rule refused it. */
export type AddToCartOutcome =
  'added' | 'loginRequired' | 'unavailable' | 'sizeRequired' | 'failed';

/**
 * docs/product/storefront-pages.md#product-page: signed in, product available, size chosen; then
 * the cart store takes the line (so the navbar badge follows) and a toast confirms. A missing
 * size is only returned: the page says it next to the size picker.
 */
export function useAddToCart() {
  return useCallback(
    ({ productId, name, price, size, quantity, available }: AddToCartRequest): AddToCartOutcome => {
      if (!tokenStore.get()) {
        toast.error(PRODUCT_MESSAGES.loginRequired);
        return 'loginRequired';
      }
      if (!available) {
        toast.error(PRODUCT_MESSAGES.unavailable);
        return 'unavailable';
      }
      // Said beside the sizes by the caller, where the choice is made.
      if (!size) return 'sizeRequired';
      try {
        cartStore.add(productId, size, quantity);
      } catch (error) {
        toast.error(error instanceof CartError ? error.message : PRODUCT_MESSAGES.addFailed);
        return 'failed';
      }
      toast.success(PRODUCT_MESSAGES.added(name, size));
      track('add_to_cart', { item_id: productId, item_name: name, size, quantity, price });
      return 'added';
    },
    [],
  );
}

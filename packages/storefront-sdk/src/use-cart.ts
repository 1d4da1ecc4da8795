import { useSyncExternalStore } from 'react';
import { cartStore, type CartItems } from './cart-store';

const EMPTY_CART: CartItems = Object.freeze({});
const emptyCart = () => EMPTY_CART;
const noItems = () => 0;

/** The cart map, re-rendering whenever it changes here or in another tab. */
export function useCart(): CartItems {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getItems, emptyCart);
}

/** Total pieces in the cart, for the badge. */
export function useCartCount(): number {
  return useSyncExternalStore(cartStore.subscribe, cartStore.count, noItems);
}

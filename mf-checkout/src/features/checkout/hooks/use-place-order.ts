import { useRef, useState } from 'react';
import {
  checkoutFingerprint,
  type DeliveryAddress,
  type Order,
  type PlaceOrderRequest,
} from '@shop/contracts';
import { cartStore, displayCurrency, isApiError, queryCache } from '@shop/storefront-sdk';
import {
  ORDER_PLACEMENT_FAILED,
  placeOrder,
  USER_ORDERS_QUERY_KEY,
} from '../../shared/api/order-api';
import type { CartLine } from '../../shared/api/cart-lines';

/**
 * Places a cash-on-delivery order. Each checkout attempt carries one Idempotency-Key: sent again
 * after a lost answer (a timeout, a double click) it finds the same order; a changed cart or
 * address is a new attempt with a new key. The cart is emptied only once the order is placed.
 */
export function usePlaceOrder() {
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ sent: string; key: string } | null>(null);

  const place = async (
    address: DeliveryAddress,
    lines: CartLine[],
    amount: number,
  ): Promise<{ ok: true; order: Order } | { ok: false; message: string }> => {
    const request: PlaceOrderRequest = {
      address,
      amount,
      items: lines.map((line) => ({ _id: line._id, size: line.size, quantity: line.quantity })),
      // The order keeps the currency the shopper sees it in, at the shop's rate of the day.
      displayCurrency: displayCurrency.get(),
    };
    // A retry of the same attempt reuses its key; the order service compares the same way.
    const sent = checkoutFingerprint(request);
    if (attempt.current?.sent !== sent) attempt.current = { sent, key: crypto.randomUUID() };
    setPlacing(true);
    try {
      const order = await placeOrder(request, attempt.current.key);
      attempt.current = null;
      cartStore.clear();
      queryCache.invalidate([...USER_ORDERS_QUERY_KEY]);
      return { ok: true, order };
    } catch (error) {
      return {
        ok: false,
        message:
          isApiError(error) && error.serverMessage ? error.serverMessage : ORDER_PLACEMENT_FAILED,
      };
    } finally {
      setPlacing(false);
    }
  };

  return { placing, place };
}

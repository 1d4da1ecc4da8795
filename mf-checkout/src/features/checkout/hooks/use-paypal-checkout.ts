import { useState } from 'react';
import {
  ORDER_MESSAGES,
  type DeliveryAddress,
  type Order,
  type PlaceOrderRequest,
} from '@shop/contracts';
import { cartStore, displayCurrency, isApiError, queryCache } from '@shop/storefront-sdk';
import {
  PAYPAL_CREATE_FAILED,
  paypalCancel,
  paypalCapture,
  paypalCreate,
  paypalSave,
  USER_ORDERS_QUERY_KEY,
} from '../../shared/api/order-api';
import { toast } from '@shop/ui';

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.serverMessage ? error.serverMessage : fallback;

/**
 * The PayPal flow of docs/product/cart-and-checkout.md#paypal, whichever button drives it: create
 * (priced by the server), then on approval save (the pending order, its stock held) and capture;
 * cancel or error otherwise. The cart is emptied only after a capture. `processing` disables the
 * button.
 */
export function usePayPalCheckout(options: {
  /** Checks the form; answers the address to deliver to, or null after saying what is missing. */
  readAddress: () => DeliveryAddress | null;
  items: PlaceOrderRequest['items'];
  amount: number;
  /** The order the capture placed. */
  onPaid: (order: Order) => void;
}) {
  const [processing, setProcessing] = useState(false);

  const create = async (): Promise<{ id: string; approveUrl: string | null } | null> => {
    if (!options.readAddress()) return null;
    try {
      return await paypalCreate(options.items, options.amount);
    } catch (error) {
      toast.error(messageOf(error, PAYPAL_CREATE_FAILED));
      return null;
    }
  };

  const approve = async (paypalOrderId: string): Promise<void> => {
    const address = options.readAddress();
    if (!address) return;
    setProcessing(true);
    try {
      await paypalSave({
        items: options.items,
        amount: options.amount,
        address,
        paypalOrderId,
        displayCurrency: displayCurrency.get(),
      });
      const order = await paypalCapture(paypalOrderId);
      cartStore.clear();
      queryCache.invalidate([...USER_ORDERS_QUERY_KEY]);
      toast.success(ORDER_MESSAGES.paymentSuccessful);
      options.onPaid(order);
    } catch (error) {
      toast.error(messageOf(error, ORDER_MESSAGES.paymentCaptureFailed));
    } finally {
      setProcessing(false);
    }
  };

  const cancel = async (paypalOrderId: string): Promise<void> => {
    await paypalCancel(paypalOrderId);
    toast.info(ORDER_MESSAGES.paymentCancelled);
  };

  const fail = () => toast.error(ORDER_MESSAGES.paypalError);

  return { processing, setProcessing, create, approve, cancel, fail };
}

export type PayPalCheckout = ReturnType<typeof usePayPalCheckout>;

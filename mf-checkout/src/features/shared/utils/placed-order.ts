/** The query parameter of /orders naming the order just placed, which the page confirms. */
export const PLACED_ORDER_PARAM = 'placed';

/** Where a checkout ends: the orders page, confirming the order it placed. */
export const placedOrderPath = (orderId: string) =>
  `/orders?${PLACED_ORDER_PARAM}=${encodeURIComponent(orderId)}`;

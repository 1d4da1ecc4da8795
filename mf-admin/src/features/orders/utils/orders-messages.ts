import { ORDER_MESSAGES } from '@shop/contracts';

/** docs/product/admin.md#orders-management and #order-measurements, word for word. */
export const ORDERS_TEXT = {
  loading: 'Loading orders...',
  empty: 'No orders found',
  loginRequired: ORDER_MESSAGES.loginToViewOrders,
  fetchFailed: ORDER_MESSAGES.failedToFetchOrders,
  statusUpdated: ORDER_MESSAGES.statusUpdated,
  /** The server refused the change without saying why. */
  statusUpdateFailed: ORDER_MESSAGES.statusUpdateFailed,
  /** The change went wrong before the server could answer it. */
  statusUpdateError: 'Failed to update status',
  noMeasurements: 'No measurements found for this user',
  noUserId: 'User ID not available',
  measurementsFailed: 'Failed to fetch measurements',
} as const;

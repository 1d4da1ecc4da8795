/** docs/product/admin.md#customer-measurements, word for word. */
export const MEASUREMENTS_TEXT = {
  loading: 'Loading measurements...',
  empty: 'No measurements found',
  loginRequired: 'Please login to view measurements',
  fetchFailed: 'Failed to fetch measurements',
  unknownUser: 'Unknown User',
  noEmail: 'No email',
} as const;

/**
 * docs/product/admin.md: the product screens' own texts (the catalog's are in the contracts).
 */
export const PRODUCT_SCREEN_MESSAGES = {
  addNoToken: 'Authentication token not found.',
  noToken: 'Authentication token not found',
  loginToUpdate: 'Please login to update products',
  addFailed: 'Failed to add product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  fetchFailed: 'Failed to fetch products',
  loading: 'Loading products...',
  empty: 'No products found',
} as const;

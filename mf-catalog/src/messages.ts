// The catalogue's words (docs/product/storefront-pages.md), defined once.
import { CART_MESSAGES } from '@shop/storefront-sdk';

export const PRODUCT_LIST_MESSAGES = {
  cannotConnect: (address: string) =>
    `Cannot connect to server at ${address}. Please check if backend is running.`,
  endpointNotFound: 'Products API endpoint not found. Check your backend routes.',
  serverError: 'Server error. Check your backend logs.',
  invalidFormat: 'Invalid response format',
  failed: 'Failed to load products',
} as const;

export const COLLECTION_MESSAGES = {
  errorLoading: 'Error loading products',
  noneAvailable: 'No products available',
  noneFound: 'No products found',
  tryAgain: 'Try Again',
  clearFilters: 'Clear all filters',
  nothingMatches: (choices: string) =>
    `Nothing matches ${choices}. Try fewer filters or another search.`,
  noneOfKind: (kind: string) =>
    `No products found in ${kind} for now: new pieces are on the workbench. The rest of the collection is ready to browse.`,
  wholeCollection: 'Browse the whole collection',
} as const;

export const PRODUCT_MESSAGES = {
  loadFailedToast: 'Failed to load product details',
  notFound: 'Product not found',
  missingExplained: 'It may no longer be sold, or the link may be mistyped.',
  loadFailed: 'Failed to load product',
  loginRequired: 'Please login to add items to cart',
  unavailable: 'This product is currently unavailable',
  sizeRequired: CART_MESSAGES.sizeRequired,
  addFailed: 'Failed to add item to cart',
  added: (name: string, size: string) => `${name} (${size}) added to cart`,
} as const;

// The catalogue's numbers, named once (docs/product/storefront-pages.md).

/** Home: Featured Products shows the first four products. */
export const FEATURED_PRODUCT_COUNT = 4;
/** Product page: up to five random products of the same category. */
export const RELATED_PRODUCT_COUNT = 5;
/** Hero slides and testimonials move on every five seconds. */
export const ROTATION_INTERVAL_MS = 5000;
/** Collection grid: named in the storefront SDK, whose first page the shell starts early. */
export { COLLECTION_PAGE_SIZE } from '@shop/storefront-sdk';
/** Skeleton cards shown while the collection loads. */
export const COLLECTION_SKELETON_COUNT = 8;
/** The home newsletter block offers this discount on the first order. */
export const NEWSLETTER_DISCOUNT_PERCENT = 20;
/** Stock at or below this reads 'Only N left'. */
export const LOW_STOCK_THRESHOLD = 5;
/** A product without sizes goes into the cart under this label. */
export { ONE_SIZE_LABEL } from '@shop/contracts';

/** docs/product/storefront-pages.md#collection: the 'Jackets and Outerwear' filter lists these. */
export const OUTERWEAR_FIXED_LABELS = [
  'Jackets',
  'Coats',
  'Blazers',
  'Hoodies',
  'Sweaters',
  'Cardigans',
  'Vests',
  'Outerwear',
] as const;

/** docs/product/storefront-pages.md#home: the four category tiles on the home page. */
export const HOME_CATEGORIES = [
  { id: 'boots', label: 'Boots' },
  { id: 'loafers', label: 'Loafers' },
  { id: 'monk-straps', label: 'Monk Straps' },
  { id: 'oxfords', label: 'Oxfords' },
] as const;

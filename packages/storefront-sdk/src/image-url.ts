import { CARD_IMAGE_WIDTH, type Product, type ProductImage } from '@shop/contracts';
import { getApiBase } from './api-client';

/** A quiet leather-toned tile with a hanger-and-tag mark, shown when an image is missing. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500">' +
      '<rect width="400" height="500" fill="#efe8df"/>' +
      '<g fill="none" stroke="#b9a692" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="M150 300h100l-10 60h-80z"/><path d="M175 300v-25a25 25 0 0 1 50 0v25"/></g>' +
      '<text x="200" y="410" text-anchor="middle" font-family="Georgia,serif" font-size="22" fill="#9c8772">Image not found</text>' +
      '</svg>',
  );

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const UPLOAD_PATH = /^\/?uploads?\//i;

/**
 * docs/product/api-and-errors.md#images: /upload and /uploads paths are served by the backend
 * under /uploads, bare names go under /uploads/, absolute URLs are kept, and a missing image gives
 * the placeholder.
 */
export function resolveImageUrl(url: string | undefined): string {
  const path = url?.trim() ?? '';
  if (!path) return PLACEHOLDER_IMAGE;
  if (ABSOLUTE.test(path)) return path;
  const base = getApiBase();
  if (UPLOAD_PATH.test(path)) return `${base}/uploads/${path.replace(UPLOAD_PATH, '')}`;
  if (path.startsWith('/')) return `${base}${path}`;
  return `${base}/uploads/${path}`;
}

/**
 * The one retry after an image fails: an upload stored with another host's address is asked of
 * this backend; otherwise /uploads/ and /upload/ are swapped. Null when there is nothing to try.
 */
export function alternativeImageUrl(url: string): string | null {
  if (!url || url.startsWith('data:') || url.startsWith('blob:')) return null;
  const base = getApiBase();
  const uploadAt = url.search(/\/uploads?\//i);
  if (uploadAt < 0) return null;
  const fromThisBackend = base !== '' && url.startsWith(`${base}/`);
  if (ABSOLUTE.test(url) && !fromThisBackend && base !== '') {
    return `${base}/uploads/${url.slice(uploadAt).replace(/^\/uploads?\//i, '')}`;
  }
  return /\/uploads\//i.test(url)
    ? url.replace(/\/uploads\//i, '/upload/')
    : url.replace(/\/upload\//i, '/uploads/');
}

/**
 * Every image of a product, primary first, else the placeholder. `card` takes each image's
 * card-sized variant where it has one (grids show a few hundred pixels, not the full picture).
 */
export function productImageUrls(
  product: Pick<Product, 'images'>,
  { card = false } = {},
): string[] {
  const images = product.images.filter((image) => image.url.trim() !== '');
  const ordered = [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const chosen = (image: (typeof images)[number]) =>
    card && image.cardUrl?.trim() ? image.cardUrl : image.url;
  const urls = [...new Set(ordered.map((image) => resolveImageUrl(chosen(image))))];
  return urls.length > 0 ? urls : [PLACEHOLDER_IMAGE];
}

/**
 * A product card's width in the layout: half the screen on a phone (two columns), a third from
 * 768 px, a quarter from 1280 px. The browser takes the card-sized picture unless the screen's
 * density needs more.
 */
export const PRODUCT_TILE_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw';
/** The product page's main picture: the screen's width on a phone, half of a wide one's. */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** A product picture for an <img>: its address, its card-sized one, and both widths as a srcset. */
export interface ProductImageSource {
  url: string;
  cardUrl: string;
  /** `card 480w, full 800w`, when the picture has a card variant and its width is known. */
  srcSet?: string;
}

function imageSource(image: ProductImage): ProductImageSource {
  const url = resolveImageUrl(image.url);
  const cardUrl = image.cardUrl?.trim() ? resolveImageUrl(image.cardUrl) : url;
  const widths =
    cardUrl !== url && image.width && image.width > CARD_IMAGE_WIDTH
      ? `${cardUrl} ${CARD_IMAGE_WIDTH}w, ${url} ${image.width}w`
      : undefined;
  return widths ? { url, cardUrl, srcSet: widths } : { url, cardUrl };
}

/**
 * Every picture of a product, primary first, with its sizes (see ProductImageSource); the
 * placeholder alone when it has none. The browser picks from the srcset the width the layout
 * needs (`sizes`), so a phone's grid gets the card and a wide product page the full picture.
 */
export function productImageSources(product: Pick<Product, 'images'>): ProductImageSource[] {
  const images = product.images.filter((image) => image.url.trim() !== '');
  const ordered = [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const seen = new Set<string>();
  const sources = ordered.map(imageSource).filter(({ url }) => !seen.has(url) && seen.add(url));
  return sources.length > 0 ? sources : [{ url: PLACEHOLDER_IMAGE, cardUrl: PLACEHOLDER_IMAGE }];
}

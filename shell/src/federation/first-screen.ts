import type { Product } from '@shop/contracts';
import {
  devContracts,
  FIRST_COLLECTION_PAGE,
  PRODUCT_MAIN_IMAGE_SIZES,
  PRODUCT_TILE_SIZES,
  prefetchApi,
  productImageSources,
  type ProductImageSource,
} from '@shop/storefront-sdk';

/** The collection's first row on a phone: the pictures of the largest paint. */
const FIRST_ROW = 2;

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;

/** A `<link rel=preload as=image>` with the widths the page's <img> will choose from. */
function preloadImage({ url, cardUrl, srcSet }: ProductImageSource, sizes: string, card: boolean) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = card ? cardUrl : url;
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

const firstImage = (product: Product | undefined) =>
  product && product.images.length > 0 ? productImageSources(product)[0] : undefined;

/**
 * Starts the first screen's data, and then its largest picture, while the remote's code is still
 * on its way: a product page's product, the plain collection's first page. The remote's own
 * request for the same address takes the answer (storefront SDK, prefetchApi); the pictures are
 * preloaded with the srcset and sizes their <img> has, so the browser fetches each once.
 */
export function startFirstScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  const product = PRODUCT_PATH.exec(location.pathname);
  if (product) {
    let id: string;
    try {
      id = decodeURIComponent(product[1]);
    } catch {
      return;
    }
    const path = `/api/product/${encodeURIComponent(id)}`;
    void prefetchApi(devContracts?.productResponseSchema, path).then((body) => {
      const image = firstImage(body?.data);
      if (image) preloadImage(image, PRODUCT_MAIN_IMAGE_SIZES, false);
    });
    return;
  }
  if (location.pathname.replace(/\/$/, '') === '/collection' && location.search === '') {
    void prefetchApi(devContracts?.productSearchResponseSchema, FIRST_COLLECTION_PAGE).then(
      (body) => {
        const products = body?.data ?? [];
        for (const item of products.slice(0, FIRST_ROW)) {
          const image = firstImage(item);
          if (image) preloadImage(image, PRODUCT_TILE_SIZES, true);
        }
      },
    );
  }
}

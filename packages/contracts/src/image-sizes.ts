// The sizes product pictures are stored in; no zod here, so the browser may import it freely.

/** The product card's picture (grid, related products, thumbnails): this many pixels wide. */
export const CARD_IMAGE_WIDTH = 480;
/** The card picture's WebP quality: small files for a grid of many. */
export const CARD_IMAGE_QUALITY = 80;

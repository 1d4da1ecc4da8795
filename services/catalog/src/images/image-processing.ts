import {
  CARD_IMAGE_QUALITY,
  CARD_IMAGE_WIDTH,
  MAX_IMAGE_BYTES,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_IMAGE_FORMATS,
} from '@shop/contracts';
import sharp from 'sharp';

export type ImageFormat = (typeof PRODUCT_IMAGE_FORMATS)[number];

/** Decompression bombs: a few kilobytes that declare billions of pixels are refused unread. */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored pictures are at most this many pixels a side: enough for the product page's zoom. */
export const MAX_STORED_SIDE = 2000;
/** The product card's picture (grid, related products). */
export { CARD_IMAGE_WIDTH };
const FULL_QUALITY = 85;

// libvips keeps up to 50 MB of recent operations to repeat them on the same picture; each picture
// here is processed once, so that memory would only be held for nothing.
sharp.cache(false);

/** An uploaded file as multer's memory storage hands it over. */
export interface UploadedImageFile {
  buffer: Buffer;
  size: number;
  originalname: string;
}

/** A picture ready to store: re-encoded WebP, full size and card size. */
export interface RenderedImage {
  full: Buffer;
  card: Buffer;
  /** The full picture's width in pixels. */
  width: number;
}

export type ImageCheck = { ok: true; format: ImageFormat } | { ok: false; problem: string };

const M = PRODUCT_ADMIN_MESSAGES;

/** The format by the file's first bytes, whatever its name or declared type. */
export function detectImageFormat(data: Buffer): ImageFormat | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/**
 * Checks an upload without decoding it: its size, its format by content and the pixel size its
 * header declares.
 */
export async function checkImage(data: Buffer): Promise<ImageCheck> {
  if (data.length > MAX_IMAGE_BYTES) return { ok: false, problem: M.imageSize };
  const format = detectImageFormat(data);
  if (!format) return { ok: false, problem: M.imageType };
  let metadata: sharp.Metadata;
  try {
    // Reads the header only; the pixel limit applies when decoding (renderImage).
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: M.imageUnreadable };
  }
  if (metadata.format !== format) return { ok: false, problem: M.imageType };
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) return { ok: false, problem: M.imageUnreadable };
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return { ok: false, problem: M.imageDimensions };
  }
  return { ok: true, format };
}

/**
 * Decodes a checked image and writes it anew as WebP: turned upright by its EXIF orientation,
 * with no metadata kept (sharp drops it unless asked), bounded to MAX_STORED_SIDE, plus the card
 * variant. Throws on a file that does not decode.
 */
export async function renderImage(data: Buffer): Promise<RenderedImage> {
  const source = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const [{ data: full, info }, card] = await Promise.all([
    source
      .clone()
      .resize({
        width: MAX_STORED_SIDE,
        height: MAX_STORED_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: FULL_QUALITY })
      .toBuffer({ resolveWithObject: true }),
    renderCard(source.clone()),
  ]);
  return { full, card, width: info.width };
}

/** The card-sized WebP of an image already stored in a format the shop serves. */
export function renderCardImage(data: Buffer): Promise<Buffer> {
  return renderCard(sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate());
}

function renderCard(image: sharp.Sharp): Promise<Buffer> {
  return image
    .resize({ width: CARD_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: CARD_IMAGE_QUALITY })
    .toBuffer();
}

import { PRODUCT_ADMIN_MESSAGES as M } from '@shop/contracts';

/** The parts of the product form a server's message can be about. */
export type ProductField =
  | 'name'
  | 'description'
  | 'brand'
  | 'sku'
  | 'basePrice'
  | 'discountPrice'
  | 'sizes'
  | 'materials'
  | 'images';

// Which field each of the server's messages is about; the rest are listed above the form.
const FIELD_OF_MESSAGE: Record<string, ProductField> = {
  [M.nameRequired]: 'name',
  [M.nameTooLong]: 'name',
  [M.descriptionRequired]: 'description',
  [M.descriptionTooLong]: 'description',
  [M.brandTooLong]: 'brand',
  [M.skuTooLong]: 'sku',
  [M.skuInvalid]: 'sku',
  [M.skuTaken]: 'sku',
  [M.basePriceInvalid]: 'basePrice',
  [M.priceTooHigh]: 'basePrice',
  [M.priceCents]: 'basePrice',
  [M.discountInvalid]: 'discountPrice',
  [M.discountNotBelowBase]: 'discountPrice',
  [M.shoeSizesRequired]: 'sizes',
  [M.jacketSizesRequired]: 'sizes',
  [M.sizeRepeated]: 'sizes',
  [M.stockInvalid]: 'sizes',
  [M.materialTooLong]: 'materials',
  [M.tooManyMaterials]: 'materials',
  [M.colorCodeInvalid]: 'materials',
  [M.imagesRequired]: 'images',
  [M.tooManyImages]: 'images',
  [M.imageType]: 'images',
  [M.imageSize]: 'images',
  [M.imageDimensions]: 'images',
  [M.imageUnreadable]: 'images',
};

/** A server's message about one part of the form. */
export interface PlacedError {
  field: ProductField;
  message: string;
}

/** The server's `errors: [{msg}]` (or `{message}`), each beside its field where it names one. */
export function placeServerErrors(body: unknown): { placed: PlacedError[]; general: string[] } {
  const list = isRecord(body) ? body.errors : undefined;
  const placed: PlacedError[] = [];
  const general: string[] = [];
  if (!Array.isArray(list)) return { placed, general };
  for (const entry of list) {
    const message = isRecord(entry) ? (entry.msg ?? entry.message) : undefined;
    if (typeof message !== 'string' || !message) continue;
    const field = FIELD_OF_MESSAGE[message];
    if (field && !placed.some((error) => error.field === field)) placed.push({ field, message });
    else general.push(message);
  }
  return { placed, general };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The first message in a field's errors, its own or one of its rows' (sizes, materials). */
export function messageOf(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const [key, inner] of Object.entries(error)) {
    // `ref` is the element the error belongs to.
    if (key === 'ref') continue;
    const message = messageOf(inner);
    if (message) return message;
  }
  return undefined;
}

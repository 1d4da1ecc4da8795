import {
  MAX_PRODUCT_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SKU_LENGTH,
  PRODUCT_ADMIN_MESSAGES as M,
} from '@shop/contracts';
import type { ProductDraft } from './product-draft';

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

export type ProductErrors = Partial<Record<ProductField, string>>;

/** Admin spec §5: the rules checked before the form is sent, with the spec's messages. */
export function validateDraft(draft: ProductDraft): ProductErrors {
  const errors: ProductErrors = {};
  const name = draft.name.trim();
  const description = draft.description.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > MAX_PRODUCT_NAME_LENGTH) errors.name = M.nameTooLong;
  if (!description) errors.description = M.descriptionRequired;
  else if (description.length > MAX_PRODUCT_DESCRIPTION_LENGTH) {
    errors.description = M.descriptionTooLong;
  }
  if (draft.sku.trim().length > MAX_SKU_LENGTH) errors.sku = M.skuTooLong;

  const base = Number(draft.basePrice);
  const discount = draft.discountPrice.trim() === '' ? undefined : Number(draft.discountPrice);
  if (draft.basePrice.trim() === '' || !Number.isFinite(base) || base <= 0) {
    errors.basePrice = M.basePriceInvalid;
  } else if (discount !== undefined && discount > 0 && discount >= base) {
    errors.discountPrice = M.discountNotBelowBase;
  }
  if (discount !== undefined && (!Number.isFinite(discount) || discount < 0)) {
    errors.discountPrice = M.discountInvalid;
  }

  if (draft.sizes.length === 0) {
    errors.sizes = draft.subcategory === 'Shoes' ? M.shoeSizesRequired : M.jacketSizesRequired;
  }
  return errors;
}

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

/** The server's `errors: [{msg}]` (or `{message}`), each beside its field where it names one. */
export function placeServerErrors(body: unknown): { fields: ProductErrors; general: string[] } {
  const list = (body as { errors?: unknown } | null | undefined)?.errors;
  const fields: ProductErrors = {};
  const general: string[] = [];
  if (!Array.isArray(list)) return { fields, general };
  for (const entry of list as Array<{ msg?: unknown; message?: unknown } | null>) {
    const message = entry?.msg ?? entry?.message;
    if (typeof message !== 'string' || !message) continue;
    const field = FIELD_OF_MESSAGE[message];
    if (field && !fields[field]) fields[field] = message;
    else general.push(message);
  }
  return { fields, general };
}

// The product form's limits and messages; the schemas that apply them are in product-input.ts
// (the product's values) and product-admin.ts (the multipart form that carries them).
import { JACKET_SEASONS, JACKET_SIZE_LABELS, SHOE_SIZE_LABELS, SHOE_STYLES } from './product';

// docs/product/admin.md#product-form-rules and #product-images: the limits of the product form.
export const MAX_PRODUCT_NAME_LENGTH = 100;
export const MAX_PRODUCT_DESCRIPTION_LENGTH = 2000;
export const MAX_SKU_LENGTH = 20;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Brand, materials, colour names: short labels. */
export const MAX_LABEL_LENGTH = 100;
/** The price column holds 10 digits, 2 of them after the point. */
export const MAX_PRICE = 1_000_000;
/** Keeps the sum of a product's size stocks far inside a 32-bit integer. */
export const MAX_SIZE_STOCK = 100_000;
export const MAX_MATERIALS = 20;
/** Image formats the shop stores, recognised by their content. */
export const PRODUCT_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

/**
 * Every message of the admin product calls, word for word where docs/product/admin.md gives one.
 */
export const PRODUCT_ADMIN_MESSAGES = {
  nameRequired: 'Product name is required',
  nameTooLong: `Product name must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`,
  descriptionRequired: 'Product description is required',
  descriptionTooLong: `Product description must be at most ${MAX_PRODUCT_DESCRIPTION_LENGTH} characters`,
  brandTooLong: `Brand must be at most ${MAX_LABEL_LENGTH} characters`,
  categoryInvalid: 'Category must be Men or Women',
  subcategoryInvalid: 'Subcategory must be Shoes or Jackets',
  statusInvalid: 'Status must be Active, Inactive or Draft',
  skuTooLong: `SKU must be at most ${MAX_SKU_LENGTH} characters`,
  skuInvalid: 'SKU may contain only letters, digits, hyphens and underscores',
  skuTaken: 'A product with this SKU already exists',
  changedSinceOpened: 'This product was changed by someone else since you opened it',
  versionInvalid: 'Version must be a whole number of at least 1',
  ifMatchInvalid: 'If-Match must name one product version, such as "3"',
  versionsDisagree: 'The version field and the If-Match header name different versions',
  basePriceInvalid: 'Valid base price is required',
  discountInvalid: 'Discount price must be a number of at least 0',
  discountNotBelowBase: 'Discount price must be less than base price',
  priceTooHigh: `Prices must be at most ${MAX_PRICE}`,
  priceCents: 'Prices may have at most two decimal places',
  shoeSizesRequired: 'At least one shoe size must be selected',
  jacketSizesRequired: 'At least one jacket size must be selected',
  shoeSizeUnknown: `Shoe sizes must be among ${SHOE_SIZE_LABELS.join(', ')}`,
  jacketSizeUnknown: `Jacket sizes must be among ${JACKET_SIZE_LABELS.join(', ')}`,
  sizeRepeated: 'Each size may be selected only once',
  stockInvalid: `Stock per size must be a whole number from 0 to ${MAX_SIZE_STOCK}`,
  styleInvalid: `Style must be one of ${SHOE_STYLES.join(', ')}`,
  seasonInvalid: `Season must be one of ${JACKET_SEASONS.join(', ')}`,
  materialTooLong: `Materials and colour names must be at most ${MAX_LABEL_LENGTH} characters`,
  tooManyMaterials: `At most ${MAX_MATERIALS} material rows are allowed`,
  colorCodeInvalid: 'Colour code must be a hex colour such as #000000',
  shoeDetailsMalformed: 'Shoe details must be valid JSON',
  jacketDetailsMalformed: 'Jacket details must be valid JSON',
  primaryImageUnknown: 'The primary image must be one of the product’s images',
  imagesRequired: 'At least one product image is required',
  tooManyImages: 'Maximum 10 images allowed',
  imageType: 'Only JPEG, JPG, PNG, and WebP files are allowed',
  imageSize: 'Each image must be less than 5MB',
  imageDimensions: 'Each image must be at most 10000 pixels a side and 40 megapixels',
  imageUnreadable: 'An image could not be read; please upload another copy',
  imageNotFound: 'Image not found',
  nulCharacter: 'Text must not contain NUL characters',
  validationFailed: 'Please fix the validation errors',
  created: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  imageDeleted: 'Image deleted successfully',
} as const;

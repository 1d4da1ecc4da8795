import { z } from 'zod';
import {
  JACKET_SEASONS,
  JACKET_SIZE_LABELS,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_SUBCATEGORIES,
  SHOE_SIZE_LABELS,
  SHOE_STYLES,
  type JacketDetails,
  type MaterialEntry,
  type Price,
  type ProductCategory,
  type ProductStatus,
  type ProductSubcategory,
  type ShoeDetails,
  type SizeEntry,
  productSchema,
} from './product';

// Admin spec §5 and §9: the limits of the product form.
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

/** Every message of the admin product calls, word for word where the spec gives one. */
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
  changedSinceOpened: 'This product changed since you opened it; reload to see the current stock',
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

const M = PRODUCT_ADMIN_MESSAGES;

/** PostgreSQL cannot store a NUL character in text. */
const withoutNul = (value: string) => !value.includes('\0');

/** A text field of a multipart form: absent or a single string (a repeated field is an array). */
const text = (message: string) =>
  z.string({ error: message }).refine(withoutNul, { error: M.nulCharacter });

/** A form amount: a number or its text; '' and null count as absent, anything else is NaN. */
function amountOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

const hasCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** Parses a JSON text field, reporting malformed text with `message`. */
function jsonText<S extends z.ZodType>(schema: S, message: string) {
  return text(message)
    .transform((value, ctx): unknown => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** `price`: JSON text of {base, discount}; a bare number is read as the base price. */
export const priceFieldSchema = jsonText(z.unknown(), M.basePriceInvalid)
  .optional()
  .transform((raw, ctx): Price => {
    const price =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw)
        ? (raw as { base?: unknown; discount?: unknown })
        : { base: raw };
    const base = amountOf(price.base);
    const discount = amountOf(price.discount);
    const problems: string[] = [];
    if (base === undefined || !Number.isFinite(base) || base <= 0) {
      problems.push(M.basePriceInvalid);
    }
    if (discount !== undefined && (!Number.isFinite(discount) || discount < 0)) {
      problems.push(M.discountInvalid);
    }
    const amounts = [base, discount].filter((a) => a !== undefined && Number.isFinite(a));
    if (amounts.some((a) => a! > MAX_PRICE)) problems.push(M.priceTooHigh);
    else if (amounts.some((a) => !hasCents(a!))) problems.push(M.priceCents);
    // A discount of 0 is the form's empty box: no discount.
    if (problems.length === 0 && discount && discount >= base!) {
      problems.push(M.discountNotBelowBase);
    }
    if (problems.length > 0) {
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return { base: base!, discount: discount || null };
  });

function sizesSchema(labels: readonly string[], unknownLabel: string, required: string) {
  const size = z.object({
    sizeLabel: z.string({ error: unknownLabel }).refine((label) => labels.includes(label), {
      message: unknownLabel,
    }),
    stock: z
      .unknown()
      .transform((value) => amountOf(value) ?? 0)
      .pipe(
        z
          .number({ error: M.stockInvalid })
          .int({ error: M.stockInvalid })
          .min(0, { error: M.stockInvalid })
          .max(MAX_SIZE_STOCK, { error: M.stockInvalid }),
      ),
    available: z.boolean({ error: 'available must be true or false' }).optional(),
  });
  return z
    .array(size, { error: required })
    .min(1, { error: required })
    .refine((sizes) => new Set(sizes.map((s) => s.sizeLabel)).size === sizes.length, {
      message: M.sizeRepeated,
    })
    .transform((sizes): SizeEntry[] =>
      sizes.map(({ sizeLabel, stock, available }) => ({
        sizeLabel,
        stock,
        available: available ?? true,
      })),
    );
}

const label = z
  .string({ error: M.materialTooLong })
  .refine(withoutNul, { error: M.nulCharacter })
  .trim()
  .max(MAX_LABEL_LENGTH, { error: M.materialTooLong });

const materialSchema = z.object({
  leatherType: label.default(''),
  soleMaterial: label.default(''),
  colorName: label.default(''),
  colorCode: z
    .string({ error: M.colorCodeInvalid })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: M.colorCodeInvalid })
    .default('#000000'),
});

/** `shoeDetails`: JSON text of {style, sizes, materials}. */
export const shoeDetailsFieldSchema = jsonText(
  z.object(
    {
      style: z.enum(SHOE_STYLES, { error: M.styleInvalid }).default('Casual'),
      sizes: sizesSchema(SHOE_SIZE_LABELS, M.shoeSizeUnknown, M.shoeSizesRequired),
      materials: z
        .array(materialSchema, { error: M.shoeDetailsMalformed })
        .max(MAX_MATERIALS, { error: M.tooManyMaterials })
        .default([])
        // Spec §5: rows without leather type, sole material and colour name are dropped.
        .transform((rows): MaterialEntry[] =>
          rows.filter((row) => row.leatherType || row.soleMaterial || row.colorName),
        ),
    },
    { error: M.shoeSizesRequired },
  ),
  M.shoeDetailsMalformed,
);

/** `jacketDetails`: JSON text of {material, season, sizes}. */
export const jacketDetailsFieldSchema = jsonText(
  z.object(
    {
      material: label.default(''),
      season: z.enum(JACKET_SEASONS, { error: M.seasonInvalid }).default('All Season'),
      sizes: sizesSchema(JACKET_SIZE_LABELS, M.jacketSizeUnknown, M.jacketSizesRequired),
    },
    { error: M.jacketSizesRequired },
  ),
  M.jacketDetailsMalformed,
);

/** The fields every product has, whatever its subcategory. */
export const productFieldsSchema = z.object({
  name: text(M.nameRequired)
    .trim()
    .min(1, { error: M.nameRequired })
    .max(MAX_PRODUCT_NAME_LENGTH, { error: M.nameTooLong }),
  description: text(M.descriptionRequired)
    .trim()
    .min(1, { error: M.descriptionRequired })
    .max(MAX_PRODUCT_DESCRIPTION_LENGTH, { error: M.descriptionTooLong }),
  brand: text(M.brandTooLong).trim().max(MAX_LABEL_LENGTH, { error: M.brandTooLong }).default(''),
  category: z.enum(PRODUCT_CATEGORIES, { error: M.categoryInvalid }),
  subcategory: z.enum(PRODUCT_SUBCATEGORIES, { error: M.subcategoryInvalid }),
  status: z.preprocess(
    (value) => (value === undefined || value === '' ? 'Active' : value),
    z.enum(PRODUCT_STATUSES, { error: M.statusInvalid }),
  ),
  sku: text(M.skuInvalid)
    .trim()
    .toUpperCase()
    .max(MAX_SKU_LENGTH, { error: M.skuTooLong })
    .regex(/^[A-Z0-9_-]*$/, { error: M.skuInvalid })
    .optional()
    .transform((sku) => sku || undefined),
  price: priceFieldSchema,
  /** Edit dialog: the image (by _id) to make primary; the others lose the flag. */
  primaryImageId: text(M.primaryImageUnknown)
    .optional()
    .transform((id) => id || undefined),
  /** Edit dialog: the product's version when the form was opened. */
  version: text(M.versionInvalid)
    .regex(/^[1-9]\d*$/, { error: M.versionInvalid })
    .transform(Number)
    .optional(),
});

/** The details of the chosen subcategory, and none of the other. */
const shoeFormDetailsSchema = shoeDetailsFieldSchema.transform((shoeDetails) => ({
  shoeDetails,
  jacketDetails: null,
}));
const jacketFormDetailsSchema = jacketDetailsFieldSchema.transform((jacketDetails) => ({
  shoeDetails: null,
  jacketDetails,
}));

type ProductFormResult =
  { success: true; data: ProductForm } | { success: false; errors: ProductFormError[] };

/**
 * Reads the text fields of POST /api/product and PUT /api/product/:id (multipart, admin spec
 * §7): every value arrives as text; price and the details are JSON text. Every problem is
 * reported, not only the first. Only the details of the chosen subcategory are read, so
 * switching a product to Jackets clears its shoe details and the other way round.
 */
export function parseProductForm(body: unknown): ProductFormResult {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const base = productFieldsSchema.safeParse(fields);
  const subcategory = base.success ? base.data.subcategory : fields.subcategory;
  const details =
    subcategory === 'Shoes'
      ? shoeFormDetailsSchema.safeParse(fields.shoeDetails ?? '{}')
      : subcategory === 'Jackets'
        ? jacketFormDetailsSchema.safeParse(fields.jacketDetails ?? '{}')
        : undefined;
  const messages = [
    ...(base.success ? [] : base.error.issues.map((issue) => issue.message)),
    ...(details && !details.success ? details.error.issues.map((issue) => issue.message) : []),
  ];
  if (!base.success || !details?.success) {
    return { success: false, errors: [...new Set(messages)].map((msg) => ({ msg })) };
  }
  return { success: true, data: { ...base.data, ...details.data } };
}

export interface ProductForm {
  name: string;
  description: string;
  brand: string;
  category: ProductCategory;
  subcategory: ProductSubcategory;
  status: ProductStatus;
  /** Upper-cased; absent when the form left it empty (one is generated). */
  sku?: string;
  price: Price;
  shoeDetails: ShoeDetails | null;
  jacketDetails: JacketDetails | null;
  primaryImageId?: string;
  /** The version the edit form was opened on; absent, the save is not checked against it. */
  version?: number;
}

/** The answer to a product added, edited or stripped of an image. */
export const productSavedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: productSchema,
});
export type ProductSavedAnswer = z.infer<typeof productSavedAnswerSchema>;

/** One problem of a refused product form, as the back office lists them. */
export interface ProductFormError {
  msg: string;
}

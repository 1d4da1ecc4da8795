import { z } from 'zod';
import { productSchema } from './product';
import { PRODUCT_ADMIN_MESSAGES as M } from './product-admin-rules';
import {
  formText,
  jacketDetailsInputSchema,
  productPriceSchema,
  productSchemaOf,
  shoeDetailsInputSchema,
} from './product-input';

export * from './product-admin-rules';

/** Parses a JSON text field, reporting malformed text with `message`. */
function jsonText<S extends z.ZodType>(schema: S, message: string) {
  return formText(message)
    .transform((value, ctx): unknown => {
      try {
        return JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const isRecord = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `price`: JSON text of {base, discount}; a bare number is read as the base price. */
export const priceFieldSchema = jsonText(z.unknown(), M.basePriceInvalid)
  .optional()
  .transform((raw) => (isRecord(raw) ? raw : { base: raw }))
  .pipe(productPriceSchema);

/** `shoeDetails`: JSON text of {style, sizes, materials}. */
export const shoeDetailsFieldSchema = jsonText(shoeDetailsInputSchema, M.shoeDetailsMalformed);

/** `jacketDetails`: JSON text of {material, season, sizes}. */
export const jacketDetailsFieldSchema = jsonText(
  jacketDetailsInputSchema,
  M.jacketDetailsMalformed,
);

/** What only the edit dialog sends. */
export const productEditFieldsSchema = z.object({
  /** The image (by _id) to make primary; the others lose the flag. */
  primaryImageId: formText(M.primaryImageUnknown)
    .optional()
    .transform((id) => id || undefined),
  /** The product's version when the form was opened. */
  version: formText(M.versionInvalid)
    .regex(/^[1-9]\d*$/, { error: M.versionInvalid })
    .transform(Number)
    .optional(),
});

/**
 * The text fields of POST /api/product and PUT /api/product/:id (multipart,
 * docs/product/api-and-errors.md#back-office-calls): every value arrives as text; price and the
 * details are JSON text. Only the details of the chosen subcategory are read, so switching a
 * product to Jackets clears its shoe details and the other way round; absent, they are read as
 * `{}`, which asks for a size.
 */
export const productFormSchema = productSchemaOf(
  { price: priceFieldSchema, ...productEditFieldsSchema.shape },
  {
    shoeDetails: shoeDetailsFieldSchema.prefault('{}'),
    jacketDetails: jacketDetailsFieldSchema.prefault('{}'),
  },
);
export type ProductForm = z.infer<typeof productFormSchema>;

/** One problem of a refused product form, as the back office lists them. */
export interface ProductFormError {
  msg: string;
}

type ProductFormResult =
  { success: true; data: ProductForm } | { success: false; errors: ProductFormError[] };

/** Reads a product form, every problem reported once, first one first. */
export function parseProductForm(body: unknown): ProductFormResult {
  const parsed = productFormSchema.safeParse(isRecord(body) ? body : {});
  if (parsed.success) return { success: true, data: parsed.data };
  const messages = new Set(parsed.error.issues.map((issue) => issue.message));
  return { success: false, errors: [...messages].map((msg) => ({ msg })) };
}

/** The answer to a product added, edited or stripped of an image. */
export const productSavedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: productSchema,
});
export type ProductSavedAnswer = z.infer<typeof productSavedAnswerSchema>;

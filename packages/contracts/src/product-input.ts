import { z } from 'zod';
import {
  JACKET_SEASONS,
  JACKET_SIZE_LABELS,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  SHOE_SIZE_LABELS,
  SHOE_STYLES,
  type MaterialEntry,
  type Price,
} from './product';
import {
  MAX_LABEL_LENGTH,
  MAX_MATERIALS,
  MAX_PRICE,
  MAX_PRODUCT_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SIZE_STOCK,
  MAX_SKU_LENGTH,
  PRODUCT_ADMIN_MESSAGES as M,
} from './product-admin-rules';

/** PostgreSQL cannot store a NUL character in text. */
const withoutNul = (value: string) => !value.includes('\0');

/** A text value: one string (a field repeated in a multipart form is an array), without NUL. */
export const formText = (message: string) =>
  z.string({ error: message }).refine(withoutNul, { error: M.nulCharacter });

/** An amount as a form sends it: a number or its text, '' or null when empty; anything else, NaN. */
const amount = z.union([z.number(), z.string()]).nullish().catch(Number.NaN);

/** The amount's number: '' and null count as absent, text that is no number as NaN. */
function amountOf(value: z.output<typeof amount>): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

type PriceProblem = { path: ['base' | 'discount']; message: string };

/**
 * docs/product/admin.md#product-form-rules: what is wrong with a price, each problem beside the
 * amount it concerns.
 */
function priceProblems(base: number | undefined, discount: number | undefined): PriceProblem[] {
  const problems: PriceProblem[] = [];
  if (base === undefined || !Number.isFinite(base) || base <= 0) {
    problems.push({ path: ['base'], message: M.basePriceInvalid });
  }
  if (discount !== undefined && (!Number.isFinite(discount) || discount < 0)) {
    problems.push({ path: ['discount'], message: M.discountInvalid });
  }
  const amounts = (['base', 'discount'] as const).flatMap((key) => {
    const amount = key === 'base' ? base : discount;
    return amount !== undefined && Number.isFinite(amount) ? [{ key, amount }] : [];
  });
  const tooHigh = amounts.filter(({ amount }) => amount > MAX_PRICE);
  const [broken, message] =
    tooHigh.length > 0
      ? [tooHigh, M.priceTooHigh]
      : [amounts.filter(({ amount }) => !hasCents(amount)), M.priceCents];
  for (const { key } of broken) problems.push({ path: [key], message });
  // A discount of 0 is the form's empty box: no discount.
  if (problems.length === 0 && discount && base !== undefined && discount >= base) {
    problems.push({ path: ['discount'], message: M.discountNotBelowBase });
  }
  return problems;
}

/** `{ base, discount }`, each a number or its text; an empty discount is no discount. */
export const productPriceSchema = z
  .object({ base: amount, discount: amount }, { error: M.basePriceInvalid })
  .transform((price, ctx): Price => {
    const base = amountOf(price.base);
    const discount = amountOf(price.discount);
    const problems = priceProblems(base, discount);
    for (const problem of problems) ctx.addIssue({ code: 'custom', ...problem });
    if (problems.length > 0 || base === undefined) return z.NEVER;
    return { base, discount: discount || null };
  });

function sizesSchema(labels: readonly string[], unknownLabel: string, required: string) {
  const size = z.object({
    sizeLabel: z.string({ error: unknownLabel }).refine((label) => labels.includes(label), {
      error: unknownLabel,
    }),
    stock: amount
      .transform((value) => amountOf(value) ?? 0)
      .pipe(
        z
          .number({ error: M.stockInvalid })
          .int({ error: M.stockInvalid })
          .min(0, { error: M.stockInvalid })
          .max(MAX_SIZE_STOCK, { error: M.stockInvalid }),
      ),
    available: z.boolean({ error: 'available must be true or false' }).default(true),
  });
  return z
    .array(size, { error: required })
    .min(1, { error: required })
    .refine((sizes) => new Set(sizes.map((s) => s.sizeLabel)).size === sizes.length, {
      error: M.sizeRepeated,
    });
}

const label = z
  .string({ error: M.materialTooLong })
  .refine(withoutNul, { error: M.nulCharacter })
  .trim()
  .max(MAX_LABEL_LENGTH, { error: M.materialTooLong });

export const DEFAULT_COLOR_CODE = '#000000';

const materialSchema = z.object({
  leatherType: label.default(''),
  soleMaterial: label.default(''),
  colorName: label.default(''),
  colorCode: z
    .string({ error: M.colorCodeInvalid })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: M.colorCodeInvalid })
    .default(DEFAULT_COLOR_CODE),
});

/** Shoes: style, sizes with their stock, material rows. */
export const shoeDetailsInputSchema = z.object(
  {
    style: z.enum(SHOE_STYLES, { error: M.styleInvalid }).default('Casual'),
    sizes: sizesSchema(SHOE_SIZE_LABELS, M.shoeSizeUnknown, M.shoeSizesRequired),
    materials: z
      .array(materialSchema, { error: M.shoeDetailsMalformed })
      .max(MAX_MATERIALS, { error: M.tooManyMaterials })
      .default([])
      // docs/product/admin.md#product-form-rules: rows without leather type, sole material and
      // colour name are dropped.
      .transform((rows): MaterialEntry[] =>
        rows.filter((row) => row.leatherType || row.soleMaterial || row.colorName),
      ),
  },
  { error: M.shoeSizesRequired },
);

/** Jackets: material, season, sizes with their stock. */
export const jacketDetailsInputSchema = z.object(
  {
    material: label.default(''),
    season: z.enum(JACKET_SEASONS, { error: M.seasonInvalid }).default('All Season'),
    sizes: sizesSchema(JACKET_SIZE_LABELS, M.jacketSizeUnknown, M.jacketSizesRequired),
  },
  { error: M.jacketSizesRequired },
);

/** What every product has, whatever its subcategory, but its price. */
export const productBasicsSchema = z.object({
  name: formText(M.nameRequired)
    .trim()
    .min(1, { error: M.nameRequired })
    .max(MAX_PRODUCT_NAME_LENGTH, { error: M.nameTooLong }),
  description: formText(M.descriptionRequired)
    .trim()
    .min(1, { error: M.descriptionRequired })
    .max(MAX_PRODUCT_DESCRIPTION_LENGTH, { error: M.descriptionTooLong }),
  brand: formText(M.brandTooLong)
    .trim()
    .max(MAX_LABEL_LENGTH, { error: M.brandTooLong })
    .default(''),
  category: z.enum(PRODUCT_CATEGORIES, { error: M.categoryInvalid }),
  status: z
    .enum([...PRODUCT_STATUSES, ''], { error: M.statusInvalid })
    .optional()
    .transform((status) => status || 'Active'),
  sku: formText(M.skuInvalid)
    .trim()
    .toUpperCase()
    .max(MAX_SKU_LENGTH, { error: M.skuTooLong })
    .regex(/^[A-Z0-9_-]*$/, { error: M.skuInvalid })
    .optional()
    .transform((sku) => sku || undefined),
});

/** The details of the subcategory not chosen, whatever they hold, are not read: they are null. */
const notRead = <Details extends z.ZodType>() =>
  z
    .custom<z.input<Details>>()
    .optional()
    .transform((): null => null);

/**
 * A product: its basics and `fields` (the price, as the caller carries it), and the details of
 * its subcategory, Shoes or Jackets. Every problem of either part is reported, not only the first.
 */
export function productSchemaOf<
  Fields extends z.core.$ZodLooseShape,
  Shoe extends z.ZodType,
  Jacket extends z.ZodType,
>(fields: Fields, details: { shoeDetails: Shoe; jacketDetails: Jacket }) {
  return productBasicsSchema.extend(fields).and(
    z.discriminatedUnion(
      'subcategory',
      [
        z.object({
          subcategory: z.literal('Shoes'),
          shoeDetails: details.shoeDetails,
          jacketDetails: notRead<Jacket>(),
        }),
        z.object({
          subcategory: z.literal('Jackets'),
          shoeDetails: notRead<Shoe>(),
          jacketDetails: details.jacketDetails,
        }),
      ],
      { error: M.subcategoryInvalid },
    ),
  );
}

/**
 * A product as the back office's form holds it (docs/product/admin.md#add-new-product,
 * #product-form-rules).
 */
export const productInputSchema = productSchemaOf(
  { price: productPriceSchema },
  { shoeDetails: shoeDetailsInputSchema, jacketDetails: jacketDetailsInputSchema },
);
export type ProductInput = z.infer<typeof productInputSchema>;

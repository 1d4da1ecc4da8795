import { z } from 'zod';
import { paginationSchema, successSchema } from './envelope';

export const PRODUCT_CATEGORIES = ['Men', 'Women'] as const;
export const PRODUCT_SUBCATEGORIES = ['Shoes', 'Jackets'] as const;
export const PRODUCT_STATUSES = ['Active', 'Inactive', 'Draft'] as const;
export const SHOE_STYLES = ['Casual', 'Formal', 'Boots', 'Sports', 'Sandals', 'Other'] as const;
export const JACKET_SEASONS = ['All Season', 'Spring', 'Summer', 'Fall', 'Winter'] as const;
export const SHOE_SIZE_LABELS = [
  'EU 39',
  'EU 40',
  'EU 41',
  'EU 42',
  'EU 43',
  'EU 44',
  'EU 45',
  'EU 46',
  'US 6',
  'US 7',
  'US 8',
  'US 9',
  'US 10',
  'US 11',
  'US 12',
] as const;
export const JACKET_SIZE_LABELS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export const productSubcategorySchema = z.enum(PRODUCT_SUBCATEGORIES);
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductCategory = z.infer<typeof productCategorySchema>;
export type ProductSubcategory = z.infer<typeof productSubcategorySchema>;
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const sizeEntrySchema = z.object({
  sizeLabel: z.string().min(1),
  available: z.boolean(),
  stock: z.number().int().min(0),
});
export type SizeEntry = z.infer<typeof sizeEntrySchema>;

export const materialEntrySchema = z.object({
  leatherType: z.string().default(''),
  soleMaterial: z.string().default(''),
  colorName: z.string().default(''),
  colorCode: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#000000'),
});
export type MaterialEntry = z.infer<typeof materialEntrySchema>;

export const shoeDetailsSchema = z.object({
  style: z.enum(SHOE_STYLES).default('Casual'),
  sizes: z.array(sizeEntrySchema),
  materials: z.array(materialEntrySchema),
});
export type ShoeDetails = z.infer<typeof shoeDetailsSchema>;

export const jacketDetailsSchema = z.object({
  material: z.string().default(''),
  season: z.enum(JACKET_SEASONS).default('All Season'),
  sizes: z.array(sizeEntrySchema),
});
export type JacketDetails = z.infer<typeof jacketDetailsSchema>;

/** The structured price; the API also accepts a plain number, read as the base price. */
export const priceSchema = z.object({
  base: z.number().positive(),
  discount: z.number().min(0).nullable().optional(),
});
export type Price = z.infer<typeof priceSchema>;

/**
 * A price as the API accepts it: the structured form, or a plain number read as the base price.
 * Either way it comes out structured; a discount must stay below the base.
 */
export const priceInputSchema = z
  .union([z.number().positive(), priceSchema])
  .transform((price): Price =>
    typeof price === 'number' ? { base: price, discount: null } : price,
  )
  .refine((price) => !price.discount || price.discount < price.base, {
    message: 'Discount price must be less than base price',
    path: ['discount'],
  });

export const productImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  /** The same picture sized for a product card (the grid, related products); absent on old images. */
  cardUrl: z.string().optional(),
  /** The full picture's width in pixels, for a srcset beside the card's; absent on old images. */
  width: z.number().int().positive().optional(),
  isPrimary: z.boolean(),
  altText: z.string().optional(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * A product as the API returns it: the field names of docs/product/storefront-pages.md, derived
 * prices included.
 */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: productCategorySchema,
  subcategory: productSubcategorySchema,
  productType: z.string().optional(),
  description: z.string(),
  features: z.array(z.string()),
  color: z.string().optional(),
  sku: z.string().max(20).optional(),
  status: productStatusSchema,
  price: priceSchema,
  effectivePrice: z.number(),
  discountPercent: z.number().int(),
  images: z.array(productImageSchema),
  stockQuantity: z.number().int().min(0),
  viewCount: z.number().int().min(0),
  purchaseCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  /** Raised by every change of the product; an edit sends back the one it was opened on. */
  version: z.number().int().min(1),
  shoeDetails: shoeDetailsSchema.optional(),
  jacketDetails: jacketDetailsSchema.optional(),
  /** Products sharing a model group are colour variants of one another. */
  modelGroup: z.string().optional(),
  variants: z
    .array(z.object({ _id: z.string(), color: z.string(), colorCode: z.string() }))
    .optional(),
  additionalCharges: z.object({ madeToMeasure: z.number().min(0) }).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = successSchema(z.array(productSchema)).extend({
  pagination: paginationSchema.optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** GET /api/product with a page or a page size: the list always carries its pagination. */
export const productPageResponseSchema = productListResponseSchema.extend({
  pagination: paginationSchema,
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

export const productResponseSchema = successSchema(productSchema);
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const PRODUCT_MESSAGES = {
  listed: 'Products fetched successfully',
  found: 'Product fetched successfully',
  notFound: 'Product not found',
  invalidId: 'Invalid product id',
} as const;

export { discountPercent, effectivePrice } from './price';

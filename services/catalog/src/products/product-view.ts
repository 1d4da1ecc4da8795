import { discountPercent, effectivePrice, type Product } from '@shop/contracts';
import type { ProductRow } from './products.table';

export type ProductVariant = NonNullable<Product['variants']>[number];

const DEFAULT_COLOR_CODE = '#000000';

/**
 * A product as the API shows it: the field names of docs/product/storefront-pages.md, with the
 * derived prices.
 */
export function toProductView(row: ProductRow, variants: ProductVariant[] = []): Product {
  const price = { base: row.priceBase, discount: row.priceDiscount };
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    productType: row.productType ?? undefined,
    description: row.description,
    features: row.features,
    color: row.color ?? undefined,
    sku: row.sku ?? undefined,
    status: row.status,
    price,
    effectivePrice: effectivePrice(price),
    discountPercent: discountPercent(price),
    images: row.images,
    stockQuantity: row.stockQuantity,
    viewCount: row.viewCount,
    purchaseCount: row.purchaseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    shoeDetails: row.shoeDetails ?? undefined,
    jacketDetails: row.jacketDetails ?? undefined,
    modelGroup: row.modelGroup ?? undefined,
    variants,
    additionalCharges:
      row.madeToMeasureCharge !== null ? { madeToMeasure: row.madeToMeasureCharge } : undefined,
  };
}

export function toVariant(row: Pick<ProductRow, 'id' | 'color' | 'colorCode'>): ProductVariant {
  return { _id: row.id, color: row.color ?? '', colorCode: row.colorCode ?? DEFAULT_COLOR_CODE };
}

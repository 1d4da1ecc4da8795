import { effectivePrice, type EventPayload, type SUBJECTS } from '@shop/contracts';
import type { ProductRow } from '../products/products.table';

/** What other services keep of a product, as catalog.product.updated tells them. */
export function toProductUpdated(row: ProductRow): EventPayload<typeof SUBJECTS.productUpdated> {
  const image = row.images.find((candidate) => candidate.isPrimary) ?? row.images[0];
  return {
    productId: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    status: row.status,
    effectivePrice: effectivePrice({ base: row.priceBase, discount: row.priceDiscount }),
    imageUrl: image?.url ?? null,
    stockQuantity: row.stockQuantity,
  };
}

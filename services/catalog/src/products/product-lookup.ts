import { effectivePrice, type ProductLookup } from '@shop/contracts';
import type { ProductRow } from './products.table';

/** A product as another service asks for it: what it costs, its sizes and stock, one image. */
export function toProductLookup(row: ProductRow): ProductLookup {
  const price = { base: row.priceBase, discount: row.priceDiscount };
  const image = row.images.find((candidate) => candidate.isPrimary) ?? row.images[0];
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    price,
    effectivePrice: effectivePrice(price),
    sizes: row.shoeDetails?.sizes ?? row.jacketDetails?.sizes ?? [],
    image: image?.url ?? null,
    stockQuantity: row.stockQuantity,
    category: row.category,
    subcategory: row.subcategory,
    brand: row.brand,
    color: row.color ?? '',
    madeToMeasureCharge:
      row.subcategory === 'Jackets' && row.madeToMeasureCharge ? row.madeToMeasureCharge : null,
  };
}

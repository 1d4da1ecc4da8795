import { effectivePrice, SUBJECTS, type EventPayload } from '@shop/contracts';
import type { DbOrTx, EventBus } from '@shop/service-kit';
import type { ProductRow } from './products.table';

/**
 * Announces a product's new state in `tx`: every write of a product, by an admin or by a stock
 * move, goes out this way.
 */
export function emitProductUpdated(bus: EventBus, tx: DbOrTx, row: ProductRow) {
  return bus.emit(tx, SUBJECTS.productUpdated, toProductUpdated(row));
}

/** As emitProductUpdated, for several products in one statement (a stock move of a cart). */
export function emitProductsUpdated(bus: EventBus, tx: DbOrTx, rows: ProductRow[]) {
  return bus.emitAll(tx, SUBJECTS.productUpdated, rows.map(toProductUpdated));
}

/** What other services keep of a product, as catalog.product.updated tells them. */
function toProductUpdated(row: ProductRow): EventPayload<typeof SUBJECTS.productUpdated> {
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

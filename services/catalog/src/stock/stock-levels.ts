import {
  STOCK_MESSAGES,
  type SizeEntry,
  type StockReservationLine,
  type StockShortage,
} from '@shop/contracts';
import type { EventBus, Transaction } from '@shop/service-kit';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  productColumns,
  products,
  raisedVersion,
  type ProductRow,
} from '../products/products.table';
import { emitProductsUpdated } from '../products/product-updated';
import type { ReservedLine } from './stock-reservations.table';

export type LockedProducts = Map<string, ProductRow>;

/** Asked-for lines with the same product and size become one line. */
export function mergeLines(lines: StockReservationLine[]): ReservedLine[] {
  const merged = new Map<string, ReservedLine>();
  for (const { productId, size, quantity } of lines) {
    const id = productId.toLowerCase();
    const key = JSON.stringify([id, size]);
    const line = merged.get(key);
    if (line) line.quantity += quantity;
    else merged.set(key, { productId: id, size, quantity });
  }
  return [...merged.values()];
}

/**
 * Locks the lines' products until the transaction ends, always in id order so that two
 * transactions locking overlapping products never wait on each other in a circle.
 */
export function lockProducts(tx: Transaction, lines: ReservedLine[]): Promise<LockedProducts> {
  return lockProductIds(
    tx,
    lines.map((line) => line.productId),
  );
}

/** As lockProducts, by product ids (lower-case uuids). */
export async function lockProductIds(
  tx: Transaction,
  productIds: string[],
): Promise<LockedProducts> {
  const ids = [...new Set(productIds)].sort();
  const rows = await tx
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** A product's sizes where the code and the database's checks read them; empty for one size. */
export function sizesOf(row: ProductRow): SizeEntry[] {
  return row.shoeDetails?.sizes ?? row.jacketDetails?.sizes ?? [];
}

interface ShortageRules {
  /** Only Active products and sizes flagged available may be taken (a new reservation). */
  forSale: boolean;
}

/** The lines that cannot be taken from the locked products now, each with its reason. */
export function findShortages(
  locked: LockedProducts,
  lines: ReservedLine[],
  { forSale }: ShortageRules,
): StockShortage[] {
  return lines.flatMap((line) => {
    const shortage = (
      reason: StockShortage['reason'],
      message: string,
      available = 0,
    ): StockShortage[] => [
      {
        productId: line.productId,
        size: line.size,
        requested: line.quantity,
        available,
        reason,
        message,
      },
    ];
    const row = locked.get(line.productId);
    if (!row) return shortage('not-found', STOCK_MESSAGES.notFound);
    if (forSale && row.status !== 'Active')
      return shortage('unavailable', STOCK_MESSAGES.unavailable);
    const sizes = sizesOf(row);
    if (sizes.length > 0 && line.size === null) {
      return shortage('size-required', STOCK_MESSAGES.sizeRequired);
    }
    let inStock = row.stockQuantity;
    if (line.size !== null) {
      const entry = sizes.find((candidate) => candidate.sizeLabel === line.size);
      if (!entry || (forSale && !entry.available)) {
        return shortage('size-not-offered', STOCK_MESSAGES.sizeNotOffered(row.name, line.size));
      }
      inStock = entry.stock;
    }
    if (inStock >= line.quantity) return [];
    const available = Math.max(inStock, 0);
    return shortage(
      'insufficient-stock',
      STOCK_MESSAGES.onlyLeft(row.name, line.size, available),
      available,
    );
  });
}

/**
 * Puts lines held for an order back on the shelf, locking their products; a line whose product or
 * size has gone is skipped and logged, saying whose it was (`whose`: "the expired hold of order
 * …").
 */
export async function putBack(
  tx: Transaction,
  bus: EventBus,
  lines: ReservedLine[],
  logger: { warn(message: string): void },
  whose: string,
): Promise<void> {
  const locked = await lockProducts(tx, lines);
  for (const { line, reason } of await moveStock(tx, bus, locked, lines, 1)) {
    const size = line.size === null ? '' : ` in size ${line.size}`;
    logger.warn(
      `${whose}: ${line.quantity} of product ${line.productId}${size} could not go back on the shelf: ${reason}`,
    );
  }
}

/** Why a line could not be put back on the shelf; the caller logs it. */
export interface UnreturnedLine {
  line: ReservedLine;
  reason: string;
}

/**
 * Takes the lines' quantities from the locked products (`direction` -1) or puts them back (+1):
 * the size stocks and stockQuantity of every product change in one UPDATE that raises their
 * versions, and their catalog.product.updated events go into the outbox in one INSERT, in the same
 * transaction. Taking expects lines findShortages passed; a line that cannot be put back (the
 * product or its size is gone) is skipped and answered.
 */
export async function moveStock(
  tx: Transaction,
  bus: EventBus,
  locked: LockedProducts,
  lines: ReservedLine[],
  direction: 1 | -1,
): Promise<UnreturnedLine[]> {
  const unreturned: UnreturnedLine[] = [];
  const byProduct = new Map<string, ReservedLine[]>();
  for (const line of lines)
    byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  const moved: StockChange[] = [];
  for (const [productId, productLines] of byProduct) {
    const row = locked.get(productId);
    if (!row) {
      for (const line of productLines) unreturned.push({ line, reason: 'the product is gone' });
      continue;
    }
    const sizes = sizesOf(row).map((entry) => ({ ...entry }));
    let stockQuantity = row.stockQuantity;
    let changed = false;
    for (const line of productLines) {
      const delta = direction * line.quantity;
      if (line.size === null && sizes.length === 0) {
        stockQuantity += delta;
        changed = true;
        continue;
      }
      const entry = sizes.find((candidate) => candidate.sizeLabel === line.size);
      if (!entry) {
        unreturned.push({ line, reason: 'the product no longer lists its size' });
        continue;
      }
      entry.stock += delta;
      changed = true;
    }
    if (!changed) continue;
    if (sizes.length > 0) stockQuantity = sizes.reduce((sum, entry) => sum + entry.stock, 0);
    moved.push({ id: productId, stock_quantity: stockQuantity, ...withSizes(row, sizes) });
  }
  if (moved.length === 0) return unreturned;
  const change = sql.raw('change');
  const updated = await tx
    .update(products)
    .set({
      stockQuantity: sql`${change}.stock_quantity`,
      shoeDetails: sql`coalesce(${change}.shoe_details, ${products.shoeDetails})`,
      jacketDetails: sql`coalesce(${change}.jacket_details, ${products.jacketDetails})`,
      version: raisedVersion(),
      updatedAt: sql`now()`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(moved)}::jsonb)
        as ${change}(id uuid, stock_quantity integer, shoe_details jsonb, jacket_details jsonb)`,
    )
    .where(eq(products.id, sql`${change}.id`))
    .returning(productColumns);
  await emitProductsUpdated(bus, tx, byId(updated));
  return unreturned;
}

/** A product's new stock, as moveStock's UPDATE reads it. */
interface StockChange {
  id: string;
  stock_quantity: number;
  shoe_details?: ProductRow['shoeDetails'];
  jacket_details?: ProductRow['jacketDetails'];
}

/** RETURNING has no order: the rows in id order, as their locks were taken. */
function byId(rows: ProductRow[]): ProductRow[] {
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

/** The details column that holds the product's sizes, with the new ones in it. */
function withSizes(row: ProductRow, sizes: SizeEntry[]): Partial<StockChange> {
  if (row.shoeDetails?.sizes) return { shoe_details: { ...row.shoeDetails, sizes } };
  if (row.jacketDetails?.sizes) return { jacket_details: { ...row.jacketDetails, sizes } };
  return {};
}

/**
 * Each ordered product's purchaseCount grows by the quantity ordered: the "sold" count. The
 * version stays (a sale is no change an edit form could overwrite), but the product's answers do
 * change, so the change is announced like any other and every cache of them drops.
 */
export async function countPurchases(
  tx: Transaction,
  bus: EventBus,
  items: { productId: string; quantity: number }[],
): Promise<void> {
  const sold = new Map<string, number>();
  for (const { productId, quantity } of items) {
    const id = productId.toLowerCase();
    sold.set(id, (sold.get(id) ?? 0) + quantity);
  }
  if (sold.size === 0) return;
  const sale = sql.raw('sale');
  // The rows are locked in id order, as every writer of several products locks them.
  const counted = await tx
    .update(products)
    .set({ purchaseCount: sql`${products.purchaseCount} + ${sale}.quantity::integer` })
    .from(
      sql`(select ${products.id} as id, sold.quantity from ${products}
          join jsonb_each_text(${JSON.stringify(Object.fromEntries(sold))}::jsonb)
            as sold(id, quantity) on sold.id::uuid = ${products.id}
          order by ${products.id} for update of ${products}) as ${sale}`,
    )
    .where(eq(products.id, sql`${sale}.id`))
    .returning(productColumns);
  await emitProductsUpdated(bus, tx, byId(counted));
}

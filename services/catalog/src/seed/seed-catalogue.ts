import type { DbOrTx } from '@shop/service-kit';
import type { DemoProduct } from '@shop/demo-catalogue';
import type { StoredDemoImage } from '../products/demo-catalogue.seeder';
import { products } from '../products/products.table';
import { generateCatalogue } from './generated-catalogue';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at some 25 columns a row. */
const BATCH_SIZE = 1000;

export interface SeedOptions {
  count: number;
  seed: string;
  demo: readonly DemoProduct[];
  /** Where the demo images were stored, with their card variants, by file name. */
  storedImages?: ReadonlyMap<string, StoredDemoImage>;
  now?: number;
}

export interface SeedResult {
  /** Products inserted. */
  added: number;
  /** Products of this seed the catalogue already held (same SKU), left as they were. */
  alreadyThere: number;
}

/** Adds `count` generated products in one transaction, in batched inserts. */
export async function seedGeneratedCatalogue(
  db: DbOrTx,
  options: SeedOptions,
): Promise<SeedResult> {
  const rows = generateCatalogue({ ...options, now: options.now ?? Date.now() });
  const added = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = await tx
        .insert(products)
        .values(rows.slice(start, start + BATCH_SIZE))
        .onConflictDoNothing({ target: products.sku })
        .returning({ id: products.id });
      inserted += batch.length;
    }
    return inserted;
  });
  return { added, alreadyThere: rows.length - added };
}

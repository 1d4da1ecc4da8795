import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ProductSearchQuery } from '@shop/contracts';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { products } from '../products/products.table';
import { readFacetCounts, type FacetRow, type OnSaleCounts } from './facet-counts';
import { onSale, productTypeKeys } from './search-conditions';
import { rowsOf } from './search-terms';

/**
 * The facet columns of the Active products, one array per column, each text as its number in
 * `texts` (a catalogue has few distinct values), so counting is a loop over small numbers.
 */
interface Copy {
  generation: string;
  /** Every distinct category, subcategory, brand and type label, and each in lower case. */
  texts: string[];
  lowerTexts: string[];
  /** Every distinct list of type keys. */
  keyLists: (readonly string[])[];
  category: Uint32Array;
  subcategory: Uint32Array;
  brand: Uint32Array;
  /** NO_TEXT for a product without a type label. */
  typeLabel: Uint32Array;
  typeKeys: Uint32Array;
  price: Float64Array;
}

const NO_TEXT = 0xffffffff;

/**
 * The number migration 0009 raises with every committed change the facets count. Read in the
 * search's own statements, it says whether the copy in memory is the table as it is now.
 */
export const facetsGeneration = sql`(select "generation" from "product_facets_generation")`;

/**
 * The facet columns of every Active product, in this replica's memory, so that a search without
 * words counts its facets in a loop instead of a scan of the whole catalogue in the database
 * (most of a collection page's cost, and linear in the catalogue). The copy is used only while the
 * database's facets generation is the one it was read with; otherwise the search counts in the
 * database as before, and the copy is read again in the background.
 */
@Injectable()
export class FacetsInMemory implements OnApplicationBootstrap {
  private copy: Copy | undefined;
  private reading: Promise<void> | undefined;
  private readonly logger = new Logger(FacetsInMemory.name);

  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Read once the service is up, so the first searches need not count in the database. */
  onApplicationBootstrap(): void {
    void this.readAgain();
  }

  /**
   * The counts of `query`, whose types have the keys `typeKeys` (product_type_key's), when the
   * copy is the table at `generation`; undefined (and the copy read again) when it is not.
   */
  counts(
    generation: string,
    query: ProductSearchQuery,
    typeKeys: readonly string[] | null,
  ): OnSaleCounts | undefined {
    const copy = this.copy;
    if (copy?.generation === generation) return countFacets(copy, query, typeKeys);
    void this.readAgain();
    return undefined;
  }

  /** Reads the copy again unless a read is already under way; searches do not wait for it. */
  readAgain(): Promise<void> {
    this.reading ??= this.read()
      .catch((error: unknown) => this.logger.warn(`reading the facets: ${String(error)}`))
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  /** The generation and the products in one snapshot, so the copy is the table at that number. */
  private async read(): Promise<void> {
    const copy = await this.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      const [{ generation }] = rowsOf<{ generation: string | number }>(
        await tx.execute(sql`select ${facetsGeneration} as generation`),
      );
      const rows = rowsOf<ProductRow>(
        await tx.execute(sql`
          select ${products.category} as category, ${products.subcategory} as subcategory,
            ${products.typeLabel} as type_label, ${productTypeKeys} as type_keys,
            ${products.brand} as brand, ${products.effectivePrice} as price
          from ${products} where ${onSale}`),
      );
      return toCopy(String(generation), rows);
    });
    this.copy = copy;
  }
}

interface ProductRow {
  category: string;
  subcategory: string;
  type_label: string | null;
  type_keys: string[];
  brand: string;
  price: string | number;
}

/** The rows as columns of numbers, each distinct text and list of type keys kept once. */
function toCopy(generation: string, rows: readonly ProductRow[]): Copy {
  const texts: string[] = [];
  const textCodes = new Map<string, number>();
  const keyLists: string[][] = [];
  const listCodes = new Map<string, number>();
  const code = (text: string) => {
    let found = textCodes.get(text);
    if (found === undefined) textCodes.set(text, (found = texts.push(text) - 1));
    return found;
  };
  const listCode = (keys: string[]) => {
    const joined = keys.join(' ');
    let found = listCodes.get(joined);
    if (found === undefined) listCodes.set(joined, (found = keyLists.push(keys) - 1));
    return found;
  };
  const column = (of: (row: ProductRow) => number) => Uint32Array.from(rows, of);
  const columns = {
    category: column((row) => code(row.category)),
    subcategory: column((row) => code(row.subcategory)),
    brand: column((row) => code(row.brand)),
    typeLabel: column((row) => (row.type_label === null ? NO_TEXT : code(row.type_label))),
    typeKeys: column((row) => listCode(row.type_keys)),
    price: Float64Array.from(rows, (row) => Number(row.price)),
  };
  const lowerTexts = texts.map((text) => text.toLowerCase());
  return { generation, texts, lowerTexts, keyLists, ...columns };
}

const GROUPS = ['category', 'subcategory', 'productType', 'brand'] as const;

/**
 * What facetCountsQuery counts, over the products on sale: each group's values under every
 * filter but the group's own, the price range under every filter but the price bounds, and the
 * total under all.
 */
function countFacets(
  copy: Copy,
  query: ProductSearchQuery,
  wantedTypeKeys: readonly string[] | null,
): OnSaleCounts {
  const { texts, category, subcategory, brand, typeLabel, typeKeys, price } = copy;
  const size = price.length;
  const wanted = (values: readonly string[] | undefined, of: readonly string[]) => {
    if (!values) return undefined;
    const set = new Set(values);
    return Uint8Array.from(of, (value) => (set.has(value) ? 1 : 0));
  };
  // Per distinct text (or list of keys): 1 when it passes the filter; undefined when unset.
  const categoryPasses = wanted(query.category, texts);
  const subcategoryPasses = wanted(query.subcategory, texts);
  const brandPasses = wanted(
    query.brand?.map((value) => value.toLowerCase()),
    copy.lowerTexts,
  );
  const wantedKeys = wantedTypeKeys && new Set(wantedTypeKeys);
  const typePasses =
    wantedKeys &&
    Uint8Array.from(copy.keyLists, (keys) => (keys.some((key) => wantedKeys.has(key)) ? 1 : 0));
  const min = query.minPrice ?? -Infinity;
  const max = query.maxPrice ?? Infinity;

  const counts = {
    category: new Uint32Array(texts.length),
    subcategory: new Uint32Array(texts.length),
    productType: new Uint32Array(texts.length),
    brand: new Uint32Array(texts.length),
  };
  let total = 0;
  let lowest = Infinity;
  let highest = -Infinity;
  for (let i = 0; i < size; i++) {
    const inCategory = !categoryPasses || categoryPasses[category[i]] === 1;
    const inSubcategory = !subcategoryPasses || subcategoryPasses[subcategory[i]] === 1;
    const ofType = !typePasses || typePasses[typeKeys[i]] === 1;
    const ofBrand = !brandPasses || brandPasses[brand[i]] === 1;
    const inPrice = price[i] >= min && price[i] <= max;
    const failures = +!inCategory + +!inSubcategory + +!ofType + +!ofBrand + +!inPrice;
    if (failures > 1) continue;
    if (failures === 0) total++;
    // Each group counts the products failing no filter but its own.
    if (failures === 0 || !inCategory) counts.category[category[i]]++;
    if (failures === 0 || !inSubcategory) counts.subcategory[subcategory[i]]++;
    if ((failures === 0 || !ofType) && typeLabel[i] !== NO_TEXT) counts.productType[typeLabel[i]]++;
    if (failures === 0 || !ofBrand) counts.brand[brand[i]]++;
    if (failures === 0 || !inPrice) {
      lowest = Math.min(lowest, price[i]);
      highest = Math.max(highest, price[i]);
    }
  }

  const rows: FacetRow[] = GROUPS.flatMap((group) =>
    [...counts[group]].flatMap((count, text) => (count ? [row(group, texts[text], count)] : [])),
  );
  rows.push({
    ...row('all', null, 0),
    total,
    min: Number.isFinite(lowest) ? lowest : null,
    max: Number.isFinite(highest) ? highest : null,
  });
  return { ...readFacetCounts(rows), found: size };
}

function row(facet: FacetRow['facet'], value: string | null, count: number): FacetRow {
  return { facet, value, found: 0, total: 0, count, min: null, max: null };
}

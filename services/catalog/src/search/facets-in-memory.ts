import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ProductSearchQuery } from '@shop/contracts';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { products } from '../products/products.table';
import { readFacetCounts, type FacetCounts, type FacetRow } from './facet-counts';
import { onSale, productTypeKeys, type FilterName } from './search-conditions';
import { rowsOf } from './search-terms';

/** What the facets count of one Active product. */
interface FacetedProduct {
  category: string;
  subcategory: string;
  typeLabel: string | null;
  typeKeys: readonly string[];
  brand: string;
  brandKey: string;
  price: number;
}

interface Copy {
  generation: string;
  products: FacetedProduct[];
}

/**
 * The number migration 0009 raises with every committed change the facets count. Read in the
 * search's own statements, it says whether the copy in memory is the table as it is now.
 */
export const facetsGeneration = sql`(select "generation" from "product_facets_generation")`;

/**
 * product_type_key (migration 0005) in JavaScript, for the wanted types: lower case, runs of
 * anything but letters and digits as one '-', none at the ends, the plural made singular.
 */
export function productTypeKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/ies$/, 'y')
    .replace(/s$/, '');
}

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
   * The total, the facets and how many products are on sale, when the copy is the table at
   * `generation`; undefined (and the copy read again) when it is not.
   */
  counts(
    generation: string,
    query: ProductSearchQuery,
  ): (FacetCounts & { found: number }) | undefined {
    const copy = this.copy;
    if (copy?.generation === generation) return countFacets(copy.products, query);
    this.readAgain();
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
      return { generation: String(generation), products: rows.map(interned()) };
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

/** Rows to products, each repeated text kept once, as a catalogue has few distinct values. */
function interned(): (row: ProductRow) => FacetedProduct {
  const texts = new Map<string, string>();
  const keyLists = new Map<string, readonly string[]>();
  const once = (text: string) => texts.get(text) ?? (texts.set(text, text), text);
  return (row) => {
    const keys = row.type_keys.map(once);
    const listKey = keys.join(' ');
    const typeKeys = keyLists.get(listKey) ?? (keyLists.set(listKey, keys), keys);
    return {
      category: once(row.category),
      subcategory: once(row.subcategory),
      typeLabel: row.type_label === null ? null : once(row.type_label),
      typeKeys,
      brand: once(row.brand),
      brandKey: once(row.brand.toLowerCase()),
      price: Number(row.price),
    };
  };
}

type Group = Exclude<FilterName, 'price'>;
const GROUPS: readonly Group[] = ['category', 'subcategory', 'productType', 'brand'];

const valueOf: Record<Group, (product: FacetedProduct) => string | null> = {
  category: (product) => product.category,
  subcategory: (product) => product.subcategory,
  productType: (product) => product.typeLabel,
  brand: (product) => product.brand,
};

/**
 * What facetCountsQuery counts, over `onSale`: each group's values under every filter but the
 * group's own, the price range under every filter but the price bounds, and the total under all.
 */
export function countFacets(
  onSaleProducts: readonly FacetedProduct[],
  query: ProductSearchQuery,
): FacetCounts & { found: number } {
  const tests = filterTests(query);
  const counts = new Map<Group, Map<string, number>>(GROUPS.map((group) => [group, new Map()]));
  const add = (group: Group, product: FacetedProduct) => {
    const value = valueOf[group](product);
    if (value === null) return;
    const counted = counts.get(group)!;
    counted.set(value, (counted.get(value) ?? 0) + 1);
  };
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const product of onSaleProducts) {
    let failed: FilterName | undefined;
    let failures = 0;
    for (const [name, passes] of tests) {
      if (passes(product)) continue;
      if (++failures > 1) break;
      failed = name;
    }
    if (failures > 1) continue;
    if (failures === 0) {
      total++;
      for (const group of GROUPS) add(group, product);
    } else if (failed !== 'price') {
      add(failed!, product);
    }
    if (failures === 0 || failed === 'price') {
      min = Math.min(min, product.price);
      max = Math.max(max, product.price);
    }
  }
  const rows: FacetRow[] = [...counts].flatMap(([group, counted]) =>
    [...counted].map(([value, count]) => row(group, value, count)),
  );
  rows.push({
    ...row('all', null, 0),
    found: onSaleProducts.length,
    total,
    min: Number.isFinite(min) ? min : null,
    max: Number.isFinite(max) ? max : null,
  });
  return { ...readFacetCounts(rows), found: onSaleProducts.length };
}

function row(facet: FacetRow['facet'], value: string | null, count: number): FacetRow {
  return { facet, value, found: 0, total: 0, count, min: null, max: null };
}

/** Each set filter of the query as a test of one product, as searchFilters writes them in SQL. */
function filterTests(
  query: ProductSearchQuery,
): Array<[FilterName, (product: FacetedProduct) => boolean]> {
  const tests: Array<[FilterName, (product: FacetedProduct) => boolean]> = [];
  if (query.category) {
    const wanted = new Set<string>(query.category);
    tests.push(['category', (product) => wanted.has(product.category)]);
  }
  if (query.subcategory) {
    const wanted = new Set<string>(query.subcategory);
    tests.push(['subcategory', (product) => wanted.has(product.subcategory)]);
  }
  if (query.productType) {
    const wanted = new Set(query.productType.map(productTypeKey));
    tests.push(['productType', (product) => product.typeKeys.some((key) => wanted.has(key))]);
  }
  if (query.brand) {
    const wanted = new Set(query.brand.map((brand) => brand.toLowerCase()));
    tests.push(['brand', (product) => wanted.has(product.brandKey)]);
  }
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined || maxPrice !== undefined) {
    tests.push([
      'price',
      (product) =>
        (minPrice === undefined || product.price >= minPrice) &&
        (maxPrice === undefined || product.price <= maxPrice),
    ]);
  }
  return tests;
}

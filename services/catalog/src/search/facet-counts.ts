import {
  PRODUCT_CATEGORIES,
  PRODUCT_SUBCATEGORIES,
  type FacetCount,
  type ProductSearchFacets,
} from '@shop/contracts';
import type { DbOrTx } from '@shop/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../products/products.table';
import type { FilterName, SearchFilters } from './search-conditions';

type FacetGroup = 'category' | 'subcategory' | 'productType' | 'brand';

/** Each filter's truth for a product, as a column of the `matched` rows below. */
const FLAG_COLUMNS: Record<FilterName, string> = {
  category: 'by_category',
  subcategory: 'by_subcategory',
  productType: 'by_product_type',
  brand: 'by_brand',
  price: 'by_price',
};

/** The column each group counts by. */
const GROUP_COLUMNS: Record<FacetGroup, string> = {
  category: 'category',
  subcategory: 'subcategory',
  productType: 'type_label',
  brand: 'brand',
};

interface FacetRow {
  facet: FacetGroup | 'total' | 'price';
  value: string | null;
  count: string | number;
  min: string | number | null;
  max: string | number | null;
}

export interface FacetCounts {
  /** Products matching every filter. */
  total: number;
  facets: ProductSearchFacets;
}

/**
 * The total and every facet in one statement. The products the text finds are read once, with a
 * flag per filter; each group then counts the rows that pass every flag but its own.
 */
export async function countFacets(
  db: DbOrTx,
  found: SQL,
  filters: SearchFilters,
): Promise<FacetCounts> {
  const flagNames = Object.keys(FLAG_COLUMNS) as FilterName[];
  const passing = (except?: FilterName) =>
    sql.raw(
      flagNames
        .filter((name) => name !== except)
        .map((name) => FLAG_COLUMNS[name])
        .join(' and '),
    );
  const groupCounts = (Object.keys(GROUP_COLUMNS) as FacetGroup[]).map((group) => {
    const column = sql.raw(GROUP_COLUMNS[group]);
    return sql`select ${sql.raw(`'${group}'`)}, ${column}, count(*), null::numeric, null::numeric
      from matched where ${passing(group)} group by ${column}`;
  });

  const result = await db.execute(sql`
    with matched as materialized (
      select ${products.category} as category, ${products.subcategory} as subcategory,
        ${products.typeLabel} as type_label, ${products.brand} as brand,
        ${products.effectivePrice} as effective_price,
        ${sql.join(
          flagNames.map(
            (name) => sql`${filters[name] ?? sql`true`} as ${sql.raw(FLAG_COLUMNS[name])}`,
          ),
          sql`, `,
        )}
      from ${products}
      where ${found}
    )
    select 'total' as facet, null::text as value, count(*) as count,
      null::numeric as min, null::numeric as max
    from matched where ${passing()}
    union all ${sql.join(groupCounts, sql` union all `)}
    union all
    select 'price', null, count(*), min(effective_price), max(effective_price)
    from matched where ${passing('price')}
  `);
  const rows = (result as unknown as { rows: FacetRow[] }).rows;

  const counted = (group: FacetGroup): FacetCount[] =>
    rows
      .filter((row) => row.facet === group && row.value !== null)
      .map((row) => ({ value: row.value as string, count: Number(row.count) }))
      .sort((a, b) => a.value.localeCompare(b.value));
  /** The fixed choices are always listed, in their own order, 0 when nothing matches. */
  const everyChoice = (group: FacetGroup, choices: readonly string[]): FacetCount[] => {
    const counts = new Map(counted(group).map((facet) => [facet.value, facet.count]));
    return choices.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  };
  const price = rows.find((row) => row.facet === 'price');
  const bound = (amount: string | number | null | undefined) =>
    amount === null || amount === undefined ? null : Number(amount);

  return {
    total: Number(rows.find((row) => row.facet === 'total')?.count ?? 0),
    facets: {
      category: everyChoice('category', PRODUCT_CATEGORIES),
      subcategory: everyChoice('subcategory', PRODUCT_SUBCATEGORIES),
      productType: counted('productType'),
      brand: counted('brand'),
      price: { min: bound(price?.min), max: bound(price?.max) },
    },
  };
}

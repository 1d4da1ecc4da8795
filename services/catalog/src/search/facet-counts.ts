import {
  PRODUCT_CATEGORIES,
  PRODUCT_SUBCATEGORIES,
  type FacetCount,
  type ProductSearchFacets,
} from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../products/products.table';
import { filtersExcept, type SearchFilters } from './search-conditions';

type FacetGroup = 'category' | 'subcategory' | 'productType' | 'brand';

/** The column each group counts by; the group's filter has the group's name. */
const GROUP_COLUMNS = {
  category: products.category,
  subcategory: products.subcategory,
  productType: products.typeLabel,
  brand: products.brand,
} satisfies Record<FacetGroup, unknown>;

export interface FacetRow {
  /** The group the row counts, or 'all' for the row over every product found. */
  facet: FacetGroup | 'all';
  value: string | null;
  /** Products the words found (or on sale, without words), before any filter. */
  found: string | number;
  /** Products passing every filter. */
  total: string | number;
  /** Products passing every filter but the row's group's own. */
  count: string | number;
  /** The effective price range under every filter but the price bounds. */
  min: string | number | null;
  max: string | number | null;
}

export interface FacetCounts {
  /** Products matching every filter. */
  total: number;
  facets: ProductSearchFacets;
}

/** The counts over the products on sale, with how many are on sale. */
export interface OnSaleCounts extends FacetCounts {
  found: number;
}

/**
 * The total and every facet in one pass over `source` (the products the words find): one
 * grouping set per group, each counting with a FILTER that applies every filter but the group's
 * own. `source` is read as "products", so the filters apply to it as to the table.
 */
export function facetCountsQuery(source: SQL, filters: SearchFilters): SQL {
  const groups = Object.keys(GROUP_COLUMNS) as FacetGroup[];
  const column = (group: FacetGroup) => GROUP_COLUMNS[group];
  const when = (group: FacetGroup, then: SQL) =>
    sql`when grouping(${column(group)}) = 0 then ${then}`;
  const exceptPrice = filtersExcept(filters, 'price');
  return sql`
    select
      case ${sql.join(
        groups.map((group) => when(group, sql.raw(`'${group}'`))),
        sql` `,
      )} else 'all' end as facet,
      coalesce(${sql.join(groups.map(column), sql`, `)}) as value,
      count(*) as found,
      count(*) filter (where ${filtersExcept(filters)}) as total,
      case ${sql.join(
        groups.map((group) =>
          when(group, sql`count(*) filter (where ${filtersExcept(filters, group)})`),
        ),
        sql` `,
      )} end as count,
      min(${products.effectivePrice}) filter (where ${exceptPrice}) as min,
      max(${products.effectivePrice}) filter (where ${exceptPrice}) as max
    from ${source}
    group by grouping sets (${sql.join(
      groups.map((group) => sql`(${column(group)})`),
      sql`, `,
    )}, ())`;
}

/** The total and the facets from the rows of facetCountsQuery. */
export function readFacetCounts(rows: readonly FacetRow[]): FacetCounts {
  const counted = (group: FacetGroup): FacetCount[] =>
    rows
      .filter((row) => row.facet === group && row.value !== null && Number(row.count) > 0)
      .map((row) => ({ value: row.value as string, count: Number(row.count) }))
      .sort((a, b) => a.value.localeCompare(b.value));
  /** The fixed choices are always listed, in their own order, 0 when nothing matches. */
  const everyChoice = (group: FacetGroup, choices: readonly string[]): FacetCount[] => {
    const counts = new Map(counted(group).map((facet) => [facet.value, facet.count]));
    return choices.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  };
  const all = rows.find((row) => row.facet === 'all');
  const bound = (amount: string | number | null | undefined) =>
    amount === null || amount === undefined ? null : Number(amount);

  return {
    total: Number(all?.total ?? 0),
    facets: {
      category: everyChoice('category', PRODUCT_CATEGORIES),
      subcategory: everyChoice('subcategory', PRODUCT_SUBCATEGORIES),
      productType: counted('productType'),
      brand: counted('brand'),
      price: { min: bound(all?.min), max: bound(all?.max) },
    },
  };
}

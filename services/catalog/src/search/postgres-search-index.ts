import { Injectable } from '@nestjs/common';
import type { ProductSearchQuery } from '@shop/contracts';
import { InjectDatabase, type Database, type DbOrTx } from '@shop/service-kit';
import { and, sql, type SQL } from 'drizzle-orm';
import { products, SEARCH_CONFIG } from '../products/products.table';
import { facetCountsQuery, readFacetCounts, type FacetRow } from './facet-counts';
import {
  filtersExcept,
  mayBeMisspelt,
  onSale,
  productTypeKeys,
  relevance,
  searchFilters,
  sortOrder,
  textMatch,
  type SearchFilters,
  type SearchTerm,
} from './search-conditions';
import type { SearchHits, SearchIndex } from './search-index';

/**
 * How alike a misspelt word and the product's words must be (pg_trgm's word similarity, 0 to 1:
 * shared trigrams over the trigrams of both). At 0.4, 'lofer' finds 'penny loafer' (0.44),
 * 'chelsae' 'chelsea boot' (0.63), 'jaket' 'biker jacket' (0.44) and 'oxfrod' 'cap-toe oxford'
 * (0.43). Only words no product has are compared so loosely (see textMatch).
 */
export const TYPO_SIMILARITY = 0.4;
/** Words of a query beyond these are ignored. */
export const MAX_SEARCH_WORDS = 8;

/**
 * Searches the products table itself: a weighted full-text document and a trigram index for
 * misspellings (migration 0005), so it needs no syncing and the hooks do nothing.
 */
@Injectable()
export class PostgresSearchIndex implements SearchIndex {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async search(query: ProductSearchQuery): Promise<SearchHits> {
    const filters = searchFilters(query);
    const terms = await searchTerms(this.db, query.q);
    const words = textMatch(terms);
    if (!words) return this.browse(query, filters);
    if (!terms.some(mayBeMisspelt)) return findWords(this.db, query, filters, terms, words);
    return this.db.transaction(async (tx) => {
      // The trigram operator reads its threshold from this setting; local to the transaction.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
      );
      return findWords(tx, query, filters, terms, words);
    });
  }

  // The table is the index: a change is searchable as soon as it is committed.
  async indexProducts(): Promise<void> {}

  async removeProducts(): Promise<void> {}

  /**
   * No words: the facets from the covering index, the page in the order of a sort index, side
   * by side.
   */
  private async browse(query: ProductSearchQuery, filters: SearchFilters): Promise<SearchHits> {
    const [facetRows, page] = await Promise.all([
      this.db.execute(facetCountsQuery(sql`${products} where ${onSale}`, filters)),
      this.db
        .select({ id: products.id })
        .from(products)
        .where(and(onSale, filtersExcept(filters)))
        .orderBy(...sortOrder(query.sortBy, undefined))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    ]);
    return {
      productIds: page.map((row) => row.id),
      ...readFacetCounts(rowsOf<FacetRow>(facetRows)),
    };
  }
}

interface PageRow {
  kind: 'facet' | 'page';
  id: string | null;
  position: string | number | null;
}

/**
 * With words: one statement finds the products once, ranks them, then counts the facets and
 * takes the page from what it found.
 */
async function findWords(
  db: DbOrTx,
  query: ProductSearchQuery,
  filters: SearchFilters,
  terms: readonly SearchTerm[],
  words: SQL,
): Promise<SearchHits> {
  const rank = relevance(terms) ?? sql`0`;
  // "found" is read as "products", with the columns the filters and sorts use, so they apply
  // to it unchanged; the relevant sort reads the rank worked out once per product.
  const order = sortOrder(query.sortBy, sql`${products}."rank"`);
  const result = await db.execute(sql`
    with found as materialized (
      select ${products.id}, ${products.name}, ${products.category}, ${products.subcategory},
        ${products.typeLabel}, ${products.brand}, ${products.effectivePrice}, ${productTypeKeys},
        ${products.createdAt}, ${products.viewCount}, ${rank} as rank
      from ${products}
      where ${onSale} and ${words}
    )
    select 'facet' as kind, facet, value, total, count, min, max,
      null::uuid as id, null::bigint as position
    from (${facetCountsQuery(sql`found as ${products}`, filters)}) as facets
    union all
    select 'page', null, null, null, null, null, null, id, position
    from (
      select ${products.id}, row_number() over (order by ${sql.join(order, sql`, `)}) as position
      from found as ${products}
      where ${filtersExcept(filters)}
      order by position
      limit ${query.limit} offset ${(query.page - 1) * query.limit}
    ) as page
  `);
  const rows = rowsOf<FacetRow & PageRow>(result);
  return {
    productIds: rows
      .filter((row) => row.kind === 'page')
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((row) => String(row.id)),
    ...readFacetCounts(rows.filter((row) => row.kind === 'facet')),
  };
}

/** The rows of a raw statement, whichever driver ran it. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The query's distinct words, lower-cased, with their English stems (none for 'the') and whether
 * any Active product has a word starting with that stem.
 */
async function searchTerms(db: DbOrTx, q: string | undefined): Promise<SearchTerm[]> {
  const words = [...new Set(q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(
    0,
    MAX_SEARCH_WORDS,
  );
  if (!words.length) return [];
  // Each word's stem and check are expressions of constants, which the planner works out before
  // it plans, so the check uses the full-text index. to_tsvector, unlike to_tsquery, stems a stop
  // word to nothing without a notice, and a null stem finds nothing.
  const checks = words.map((word) => {
    const stem = sql`(tsvector_to_array(to_tsvector(${sql.raw(`'${SEARCH_CONFIG}'`)}, ${word}::text)))[1]`;
    return sql`select ${word}::text as word, ${stem} as stem, exists (
        select from ${products}
        where ${onSale} and ${products.searchDocument} @@ to_tsquery('simple', ${stem} || ':*')
      ) as known`;
  });
  const result = await db.execute(sql.join(checks, sql` union all `));
  const found = new Map(rowsOf<SearchTerm>(result).map((row) => [row.word, row]));
  return words.map((word) => ({
    word,
    stem: found.get(word)?.stem ?? null,
    known: found.get(word)?.known ?? false,
  }));
}

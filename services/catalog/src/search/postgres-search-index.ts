import { Injectable } from '@nestjs/common';
import type { ProductSearchQuery } from '@shop/contracts';
import { InjectDatabase, type Database, type DbOrTx } from '@shop/service-kit';
import { and, sql } from 'drizzle-orm';
import { products, SEARCH_CONFIG } from '../products/products.table';
import { countFacets } from './facet-counts';
import {
  filtersExcept,
  mayBeMisspelt,
  onSale,
  searchFilters,
  sortOrder,
  textMatch,
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

  search(query: ProductSearchQuery): Promise<SearchHits> {
    return this.db.transaction(async (tx) => {
      const terms = await searchTerms(tx, query.q);
      if (terms.some(mayBeMisspelt)) {
        // The trigram operator reads its threshold from this setting; local to the transaction.
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
        );
      }
      const found = and(onSale, textMatch(terms)) ?? onSale;
      const filters = searchFilters(query);
      const { total, facets } = await countFacets(tx, found, filters);

      const offset = (query.page - 1) * query.limit;
      const page =
        offset < total
          ? await tx
              .select({ id: products.id })
              .from(products)
              .where(and(found, filtersExcept(filters)))
              .orderBy(...sortOrder(query.sortBy, terms))
              .limit(query.limit)
              .offset(offset)
          : [];
      return { productIds: page.map((row) => row.id), total, facets };
    });
  }

  // The table is the index: a change is searchable as soon as it is committed.
  async indexProducts(): Promise<void> {}

  async removeProducts(): Promise<void> {}
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
  // to_tsvector, unlike to_tsquery, stems a stop word to nothing without a notice.
  const result = await db.execute(
    sql`select word, stem, stem is not null and exists (
          select from ${products}
          where ${onSale} and ${products.searchDocument} @@ to_tsquery('simple', stem || ':*')
        ) as known
        from (values ${sql.join(
          words.map((word) => sql`(${word}::text)`),
          sql`, `,
        )}) as words(word),
        lateral (select (tsvector_to_array(to_tsvector(${SEARCH_CONFIG}::regconfig, word)))[1]) as stems(stem)`,
  );
  const found = new Map(
    (result as unknown as { rows: SearchTerm[] }).rows.map((row) => [row.word, row]),
  );
  return words.map((word) => ({
    word,
    stem: found.get(word)?.stem ?? null,
    known: found.get(word)?.known ?? false,
  }));
}

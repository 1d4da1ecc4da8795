import { Inject, Injectable } from '@nestjs/common';
import type { ProductSearchQuery } from '@shop/contracts';
import { InjectDatabase, SERVICE_CONFIG, type Database, type DbOrTx } from '@shop/service-kit';
import { and, sql, type SQL } from 'drizzle-orm';
import type { CatalogConfig } from '../config';
import { products } from '../products/products.table';
import {
  facetCountsQuery,
  readFacetCounts,
  type FacetRow,
  type OnSaleCounts,
} from './facet-counts';
import { facetsGeneration, FacetsInMemory } from './facets-in-memory';
import {
  boundTypos,
  filtersExcept,
  mayBeMisspelt,
  onSale,
  productTypeKeys,
  relevance,
  searchFilters,
  sortOrder,
  textMatch,
  wantedTypeKeys,
  type SearchFilters,
  type SearchTerm,
} from './search-conditions';
import { isStatementTimeout, SearchDeadline, SearchTooSlowException } from './search-deadline';
import type { SearchHits, SearchIndex } from './search-index';
import { rowsOf, searchTerms, searchWords, stemsOf, withUnknownWords } from './search-terms';

/**
 * How alike a misspelt word and the product's words must be (pg_trgm's word similarity, 0 to 1:
 * shared trigrams over the trigrams of both). At 0.4, 'lofer' finds 'penny loafer' (0.44),
 * 'chelsae' 'chelsea boot' (0.63), 'jaket' 'biker jacket' (0.44) and 'oxfrod' 'cap-toe oxford'
 * (0.43). Only words no product has are compared so loosely (see textMatch).
 */
export const TYPO_SIMILARITY = 0.4;

/**
 * Searches the products table itself: a weighted full-text document and a trigram index for
 * misspellings (migration 0005), so it needs no syncing and the hooks do nothing. Without words,
 * the facets are counted in memory (FacetsInMemory) while that copy is the table as it is.
 */
@Injectable()
export class PostgresSearchIndex implements SearchIndex {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
    private readonly facets: FacetsInMemory,
  ) {}

  /** Every statement of a search in one transaction, under its settings and its deadline. */
  async search(query: ProductSearchQuery): Promise<SearchHits> {
    const deadline = new SearchDeadline(this.config.SEARCH_DEADLINE_MS);
    const filters = searchFilters(query);
    try {
      return await deadline.race(
        this.db.transaction(async (tx) => {
          // With the settings: the words' stems, and what the facets in memory need should the
          // search have no words.
          const asked = searchWords(query.q);
          const [{ generation, type_keys, stems }] = rowsOf<{
            generation: string | number;
            type_keys: string[] | null;
            stems: Array<string | null> | null;
          }>(
            await tx.execute(sql`select ${deadline.settings(TYPO_SIMILARITY)},
              ${facetsGeneration} as generation,
              ${wantedTypeKeys(query.productType)} as type_keys,
              ${stemsOf(asked)} as stems`),
          );
          const terms = searchTerms(asked, stems);
          const words = textMatch(terms);
          deadline.check();
          if (!words) {
            const counted = this.facets.counts(String(generation), query, type_keys);
            return browse(tx, query, filters, counted ?? (await facetCountsOnSale(tx, filters)));
          }
          const spelt = await findWords(tx, query, filters, terms, words);
          if (spelt.total > 0) return spelt;
          // Nothing found: perhaps a word is misspelt.
          deadline.check();
          const checked = boundTypos(await withUnknownWords(tx, terms));
          const typoWords = checked.some(mayBeMisspelt) && textMatch(checked);
          if (!typoWords) return spelt;
          deadline.check();
          return findWords(tx, query, filters, checked, typoWords);
        }),
      );
    } catch (error) {
      if (isStatementTimeout(error)) throw new SearchTooSlowException();
      throw error;
    }
  }

  // The table is the index: a change is searchable as soon as it is committed.
  async indexProducts(): Promise<void> {}

  async removeProducts(): Promise<void> {}
}

/**
 * Read in a sort index's order, the page of a filter matching `total` of `found` products comes
 * after about (offset + limit) × found / total of them. When that is more than this many times
 * the matches, the matches are read through the filters' indexes and sorted instead.
 */
const LONGEST_WALK = 4;

/** The facets of the products on sale, counted in the database over the covering index. */
export async function facetCountsOnSale(db: DbOrTx, filters: SearchFilters): Promise<OnSaleCounts> {
  const rows = rowsOf<FacetRow>(
    await db.execute(facetCountsQuery(sql`${products} where ${onSale}`, filters)),
  );
  const found = Number(rows.find((row) => row.facet === 'all')?.found ?? 0);
  return { ...readFacetCounts(rows), found };
}

/** No words: the page of the counted products, unless it is past the end. */
async function browse(
  db: DbOrTx,
  query: ProductSearchQuery,
  filters: SearchFilters,
  { found, ...counts }: OnSaleCounts,
): Promise<SearchHits> {
  const offset = (query.page - 1) * query.limit;
  if (offset >= counts.total) return { productIds: [], ...counts };
  const wanted = and(onSale, filtersExcept(filters));
  const order = sortOrder(query.sortBy, undefined);
  const walk = ((offset + query.limit) * found) / counts.total;
  const page =
    walk <= LONGEST_WALK * counts.total
      ? await db
          .select({ id: products.id })
          .from(products)
          .where(wanted)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offset)
      : rowsOf<{ id: string }>(
          await db.execute(sql`
            with matches as materialized (
              select ${products.id}, ${products.name}, ${products.effectivePrice},
                ${products.createdAt}, ${products.viewCount}
              from ${products} where ${wanted}
            )
            select ${products.id} from matches as ${products}
            order by ${sql.join(order, sql`, `)}
            limit ${query.limit} offset ${offset}`),
        );
  return { productIds: page.map((row) => row.id), ...counts };
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
  // Ranking reads every match's text again: only the relevant sort pays for it.
  const rank = (query.sortBy === 'relevant' && relevance(terms)) || sql`0`;
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

import type { ProductSearchQuery, ProductSort } from '@shop/contracts';
import { and, asc, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { products } from '../products/products.table';

/**
 * The product's type keys (migration 0005 generates them with product_type_keys): every
 * word-boundary suffix of the keys of its type, shoe style and type label.
 */
export const productTypeKeys = sql<string[]>`${products}."type_keys"`;

/** A query word as the search uses it. */
export interface SearchTerm {
  word: string;
  /**
   * Its English stem; null for words the search leaves out: 'the', 'and' and the like, and
   * misspelt words beyond MAX_TYPO_WORDS.
   */
  stem: string | null;
  /** Whether some Active product has a word starting with the stem; if not, it may be misspelt. */
  known: boolean;
}

/** Words shorter than this have too few trigrams to tell a misspelling from another word. */
export const MIN_TYPO_WORD_LENGTH = 3;

/**
 * The filters of a query, each apart, so the facets can leave out one at a time. An unset
 * filter is undefined.
 */
export interface SearchFilters {
  category?: SQL;
  subcategory?: SQL;
  productType?: SQL;
  brand?: SQL;
  price?: SQL;
}

export type FilterName = keyof SearchFilters;

export function searchFilters(query: ProductSearchQuery): SearchFilters {
  return {
    category: query.category ? inArray(products.category, query.category) : undefined,
    subcategory: query.subcategory ? inArray(products.subcategory, query.subcategory) : undefined,
    productType: query.productType
      ? sql`${productTypeKeys} && ${wantedTypeKeys(query.productType)}`
      : undefined,
    brand: query.brand
      ? sql`lower(${products.brand}) in (${sql.join(
          query.brand.map((brand) => sql`lower(${brand})`),
          sql`, `,
        )})`
      : undefined,
    price:
      query.minPrice !== undefined || query.maxPrice !== undefined
        ? and(
            query.minPrice !== undefined ? gte(products.effectivePrice, query.minPrice) : undefined,
            query.maxPrice !== undefined ? lte(products.effectivePrice, query.maxPrice) : undefined,
          )
        : undefined,
  };
}

/**
 * The keys of the wanted types, through the same function as the stored ones, so both sides
 * agree; null when no type is wanted.
 */
export function wantedTypeKeys(types: readonly string[] | undefined): SQL {
  if (!types) return sql`null::text[]`;
  return sql`array[${sql.join(
    types.map((type) => sql`product_type_key(${type})`),
    sql`, `,
  )}]::text[]`;
}

/** Every filter but `except`, as one condition (true when none is set). */
export function filtersExcept(filters: SearchFilters, except?: FilterName): SQL {
  const conditions = (Object.keys(filters) as FilterName[])
    .filter((name) => name !== except)
    .map((name) => filters[name]);
  return and(...conditions) ?? sql`true`;
}

const prefixQuery = (stem: string) => sql`to_tsquery('simple', ${`${stem}:*`})`;

/** A word no product has, long enough to be compared letter by letter. */
export const mayBeMisspelt = (term: SearchTerm): boolean =>
  term.stem !== null && !term.known && term.word.length >= MIN_TYPO_WORD_LENGTH;

/**
 * How many misspelt words of one query are compared letter by letter. Each is a trigram match
 * read against the text of every product it might be, the costliest part of a search; the
 * words after these are left out, as 'the' is.
 */
export const MAX_TYPO_WORDS = 2;

/** The query's words with the misspelt ones after the first MAX_TYPO_WORDS left out. */
export function boundTypos(terms: readonly SearchTerm[]): SearchTerm[] {
  let typos = 0;
  return terms.map((term) =>
    mayBeMisspelt(term) && ++typos > MAX_TYPO_WORDS ? { ...term, stem: null } : term,
  );
}

/**
 * Each meaningful word must be found: as the start of a word of the product's text (its stem, so
 * 'boots' finds 'Boot' and 'chel' finds 'Chelsea'), or, when no product has it, as a word of the
 * name, brand, type or colour that reads close enough letter by letter ('lofer' finds 'Loafer').
 * A word some product has is never read as a misspelling of another ('black' finds black
 * products, not blazers).
 */
export function textMatch(terms: readonly SearchTerm[]): SQL | undefined {
  return and(
    ...terms.flatMap((term) => {
      if (term.stem === null) return [];
      return mayBeMisspelt(term)
        ? [sql`${products.searchText} %> ${term.word}`]
        : [sql`${products.searchDocument} @@ ${prefixQuery(term.stem)}`];
    }),
  );
}

/**
 * How well a product answers the words: the weighted text rank (a word in the name counts most),
 * plus how closely the query reads letter by letter as its name (so the product named exactly as
 * asked comes first) or, when a word is misspelt, as its words.
 */
export function relevance(terms: readonly SearchTerm[]): SQL | undefined {
  const meaningful = terms.filter((term) => term.stem !== null);
  if (!meaningful.length) return undefined;
  const anyWord = meaningful.map(({ stem }) => `${stem}:*`).join(' | ');
  const phrase = meaningful.map(({ word }) => word).join(' ');
  const closeness = meaningful.some(mayBeMisspelt)
    ? sql`word_similarity(${phrase}, ${products.searchText})`
    : sql`similarity(${phrase}, lower(${products.name}))`;
  return sql`ts_rank_cd(${products.searchDocument}, to_tsquery('simple', ${anyWord})) + ${closeness}`;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

/**
 * The order of a sort, always ending on the id so that pages never overlap. `relevant` ranks by
 * `rank` and falls back to newest first without words.
 */
export function sortOrder(sort: ProductSort, rank: SQL | undefined): SQL[] {
  switch (sort) {
    case 'relevant':
      return rank ? [desc(rank), ...newestFirst] : newestFirst;
    case 'low-high':
      return [asc(products.effectivePrice), asc(products.id)];
    case 'high-low':
      return [desc(products.effectivePrice), desc(products.id)];
    case 'name':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case 'newest':
      return newestFirst;
    case 'popular':
      return [desc(products.viewCount), desc(products.id)];
  }
}

/**
 * Only Active products are shown in the shop. Written as a literal, not a parameter, so the
 * planner always matches it with the covering index products_facets_idx.
 */
export const onSale = sql`${products.status} = 'Active'`;

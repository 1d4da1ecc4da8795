import type { DbOrTx } from '@shop/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { products, SEARCH_CONFIG } from '../products/products.table';
import type { SearchTerm } from './search-conditions';

/** Words of a query beyond these are ignored. */
export const MAX_SEARCH_WORDS = 8;

/** The rows of a raw statement, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The query's distinct words, lower-cased, at most MAX_SEARCH_WORDS of them. */
export function searchWords(q: string | undefined): string[] {
  return [...new Set(q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The words' English stems (null for 'the'), in order, as an expression of a statement the search
 * sends anyway. to_tsvector, unlike to_tsquery, stems a stop word to nothing without a notice.
 */
export function stemsOf(words: readonly string[]): SQL {
  if (!words.length) return sql`null::text[]`;
  const stems = words.map(
    (word) =>
      sql`(tsvector_to_array(to_tsvector(${sql.raw(`'${SEARCH_CONFIG}'`)}, ${word}::text)))[1]`,
  );
  return sql`array[${sql.join(stems, sql`, `)}]::text[]`;
}

/**
 * The words with their stems, each taken as known: most searches spell every word as some
 * product does, and a search that finds a product proves it. Only a search that finds nothing
 * asks withUnknownWords.
 */
export function searchTerms(
  words: readonly string[],
  stems: ReadonlyArray<string | null> | null,
): SearchTerm[] {
  return words.map((word, index) => ({ word, stem: stems?.[index] ?? null, known: true }));
}

/**
 * The terms again, each known only if some Active product has a word starting with its stem.
 * The status is read as `is true`, which no index answers, so the planner looks the stem up in
 * the full-text index and stops at the first Active product; offered the status index, it would
 * read every Active product to learn that none has a misspelt word.
 */
export async function withUnknownWords(
  db: DbOrTx,
  terms: readonly SearchTerm[],
): Promise<SearchTerm[]> {
  const stems = terms.flatMap((term) => (term.stem === null ? [] : [term.stem]));
  if (!stems.length) return [...terms];
  const checks = stems.map(
    (stem) => sql`select ${stem}::text as stem, exists (
        select from ${products}
        where (${products.status} = 'Active') is true
          and ${products.searchDocument} @@ to_tsquery('simple', ${`${stem}:*`})
      ) as known`,
  );
  const result = await db.execute(sql.join(checks, sql` union all `));
  const known = new Set(
    rowsOf<{ stem: string; known: boolean }>(result)
      .filter((row) => row.known)
      .map((row) => row.stem),
  );
  return terms.map((term) => ({ ...term, known: term.stem !== null && known.has(term.stem) }));
}

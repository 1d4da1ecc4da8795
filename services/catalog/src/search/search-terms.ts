import type { DbOrTx } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { products, SEARCH_CONFIG } from '../products/products.table';
import type { SearchTerm } from './search-conditions';

/** Words of a query beyond these are ignored. */
export const MAX_SEARCH_WORDS = 8;

/** The rows of a raw statement, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The query's distinct words, lower-cased, with their English stems (none for 'the'), each taken
 * as known: most searches spell every word as some product does, and a search that finds a
 * product proves it. Only a search that finds nothing asks unknownWords.
 */
export async function searchTerms(db: DbOrTx, q: string | undefined): Promise<SearchTerm[]> {
  const words = [...new Set(q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(
    0,
    MAX_SEARCH_WORDS,
  );
  if (!words.length) return [];
  // to_tsvector, unlike to_tsquery, stems a stop word to nothing without a notice.
  const stems = words.map(
    (word) =>
      sql`select ${word}::text as word, (tsvector_to_array(to_tsvector(${sql.raw(`'${SEARCH_CONFIG}'`)}, ${word}::text)))[1] as stem`,
  );
  const result = await db.execute(sql.join(stems, sql` union all `));
  const stemOf = new Map(rowsOf<SearchTerm>(result).map((row) => [row.word, row.stem]));
  return words.map((word) => ({ word, stem: stemOf.get(word) ?? null, known: true }));
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

import { ServiceUnavailableException } from '@nestjs/common';
import { SEARCH_MESSAGES } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** PostgreSQL's code for a statement cancelled, here by statement_timeout. */
const QUERY_CANCELED = '57014';

/** The answer to a search that ran out of time: 503, with a message a shopper can act on. */
export class SearchTooSlowException extends ServiceUnavailableException {
  constructor() {
    super(SEARCH_MESSAGES.tooSlow);
  }
}

/**
 * The moment a search must be done by. A server stops a statement past it (statement_timeout);
 * the embedded engine cannot interrupt one, so before each statement the search checks that
 * time is left, which turns away searches that waited too long for the database.
 */
export class SearchDeadline {
  private readonly at: number;

  constructor(milliseconds: number) {
    this.at = Date.now() + milliseconds;
  }

  /**
   * The search's answer, or SearchTooSlowException at the deadline if it is not there yet, for
   * a search still waiting for the database as much as one running. A search that gets the
   * database later finds no time left at its first check and stops.
   */
  async race<T>(search: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SearchTooSlowException()), this.at - Date.now());
    });
    search.catch(() => undefined);
    try {
      return await Promise.race([search, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Throws SearchTooSlowException when no time is left. */
  check(): void {
    if (Date.now() >= this.at) throw new SearchTooSlowException();
  }

  /**
   * The settings of a search's transaction, as columns of one select: the time left for each
   * statement, the trigram threshold of the misspelt words, and index scans only. A search reads
   * a few matches through its indexes; the planner, guessing how many products a word prefix
   * finds, would otherwise read the whole table to learn that no product has a word.
   */
  settings(typoSimilarity: number): SQL {
    this.check();
    const left = String(Math.max(1, this.at - Date.now()));
    return sql`set_config('statement_timeout', ${left}, true),
      set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true),
      set_config('enable_seqscan', 'off', true)`;
  }
}

/** A statement stopped by statement_timeout, as the driver reports it (wrapped by drizzle). */
export function isStatementTimeout(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === QUERY_CANCELED) return true;
  }
  return false;
}

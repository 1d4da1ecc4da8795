/** The rows of a `db.execute` answer, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL counts (bigint) and sums (numeric) arrive as text. */
export const count = (value: unknown): number => Number(value ?? 0);

export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** A LIKE / ILIKE pattern matching `text` anywhere, its wildcards and backslashes taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

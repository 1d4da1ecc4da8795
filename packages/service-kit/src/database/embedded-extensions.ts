import type { Extension } from '@electric-sql/pglite';

/**
 * PostgreSQL extensions the embedded engine can load. On a server they come with the
 * installation; embedded, each must be handed to PGlite before a migration can CREATE it.
 */
const LOADERS = {
  // Subpath exports are invisible to this repo's CommonJS type resolution, hence require.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  pg_trgm: () => require('@electric-sql/pglite/contrib/pg_trgm').pg_trgm as Extension,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  citext: () => require('@electric-sql/pglite/contrib/citext').citext as Extension,
} as const;

export type EmbeddedExtensionName = keyof typeof LOADERS;

export function loadEmbeddedExtensions(
  names: readonly EmbeddedExtensionName[],
): Record<string, Extension> {
  return Object.fromEntries(names.map((name) => [name, LOADERS[name]()]));
}

type PgliteModule = typeof import('@electric-sql/pglite');

/** PGlite and its WebAssembly are loaded only when the embedded database is used. */
export function loadPglite(): PgliteModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when used
  return require('@electric-sql/pglite') as PgliteModule;
}

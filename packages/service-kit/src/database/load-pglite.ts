import { setFlagsFromString } from 'node:v8';

type PgliteModule = typeof import('@electric-sql/pglite');

/**
 * PGlite and its WebAssembly are loaded only when the embedded database is used.
 *
 * Its engine runs on V8's baseline compiler alone (Liftoff): V8 would otherwise compile every
 * function the engine uses a lot a second time with its optimising compiler, which kept 60 to 80
 * MB more of each service's memory for good, and on two cores shared with the load made orders
 * no faster (bench/README.md, "Memory at rest").
 */
export function loadPglite(): PgliteModule {
  setFlagsFromString('--liftoff-only');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when used
  return require('@electric-sql/pglite') as PgliteModule;
}

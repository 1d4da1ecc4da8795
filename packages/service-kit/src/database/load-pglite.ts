import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compileFunction, constants as vmConstants } from 'node:vm';

type PgliteModule = typeof import('@electric-sql/pglite');

let loaded: PgliteModule | undefined;

/**
 * PGlite reads its WebAssembly through dynamic import(). Inside a vm sandbox (Jest runs every
 * test file in one) dynamic import is refused unless Node runs with --experimental-vm-modules,
 * so there its bundle is compiled with the main context's module loader instead.
 */
export function loadPglite(): PgliteModule {
  if (loaded) return loaded;
  if (!process.env.JEST_WORKER_ID) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when used
    loaded = require('@electric-sql/pglite') as PgliteModule;
    return loaded;
  }
  const file = require.resolve('@electric-sql/pglite');
  const factory = compileFunction(
    readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file, importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
  );
  const module = { exports: {} as PgliteModule };
  factory(module.exports, createRequire(file), module, file, dirname(file));
  loaded = module.exports;
  return loaded;
}

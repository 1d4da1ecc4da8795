import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for an embedded engine, sized for one service of one shop instead of
 * initdb's server defaults. The engine zeroes its shared buffers at start, so every megabyte of
 * them is resident for good (WebAssembly memory never shrinks): 128 MB of buffers made 150 MB of
 * each service's memory. A shop's service holds a few to a few hundred MB of data, read through
 * the operating system's page cache when not in these buffers.
 */
export const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  // Index builds (migrations) would otherwise touch 64 MB once and keep it.
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
};

/** PGlite's start-up arguments with the settings above; its own ones kept. */
export function embeddedStartParams(engine: typeof PGlite): string[] {
  return [
    ...engine.defaultStartParams,
    ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

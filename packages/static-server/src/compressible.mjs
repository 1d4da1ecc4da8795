// What the build compresses (scripts/rspack/precompress-plugin.mjs) and so what the static
// server finds a compressed copy of. Images other than SVG and fonts are compressed already.
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

// The same threshold as the gateway's: smaller files gain nothing from compression.
export const COMPRESSION_THRESHOLD_BYTES = 1024;

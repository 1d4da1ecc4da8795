// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a production build, so
// the static server (packages/static-server) sends them as they are instead of compressing
// per request, and at the highest levels, which would be too slow per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  COMPRESSIBLE_EXTENSIONS,
  COMPRESSION_THRESHOLD_BYTES,
} from '@shop/static-server/compressible';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(file) {
  const original = await readFile(file);
  if (original.length < COMPRESSION_THRESHOLD_BYTES) return;
  const [br, gz] = await Promise.all([
    brotliAsync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would only cost the server a look-up.
  if (br.length < original.length) await writeFile(`${file}.br`, br);
  if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
}

/** Runs after the build has written its output; only added to production builds. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputDir = compilation.outputOptions.path;
      const files = [];
      for await (const file of filesUnder(outputDir)) {
        if (COMPRESSIBLE_EXTENSIONS.has(path.extname(file))) files.push(file);
      }
      await Promise.all(files.map(precompress));
    });
  }
}

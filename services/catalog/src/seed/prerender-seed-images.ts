import { resolve } from 'node:path';
import { demoCatalogue } from './demo-catalogue';
import { writeSeedImages } from './write-seed-images';

/**
 * Where the build leaves the demo catalogue's images: rendering them takes seconds of CPU, so
 * the build does it once and a first start only copies them.
 */
export const PRERENDERED_SEED_IMAGES = resolve(__dirname, '..', '..', 'dist', 'seed-images');

if (require.main === module) {
  const started = Date.now();
  writeSeedImages(demoCatalogue(), PRERENDERED_SEED_IMAGES)
    .then(() => console.log(`seed images ready in ${Date.now() - started} ms`))
    .catch((error: Error) => {
      console.error(`seed images could not be rendered: ${error.message}`);
      process.exit(1);
    });
}

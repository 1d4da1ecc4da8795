import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { DemoProduct } from './demo-product';

export type { DemoImage, DemoProduct } from './demo-product';

/**
 * What the build leaves for the catalog service: the products as JSON and their rendered images.
 * Rendering takes seconds of CPU, so the build does it once and a first start only copies files.
 */
export const DEMO_CATALOGUE_OUTPUT = resolve(__dirname, '..', 'dist');
export const DEMO_PRODUCTS_FILE = join(DEMO_CATALOGUE_OUTPUT, 'demo-products.json');
export const DEMO_IMAGES_DIR = join(DEMO_CATALOGUE_OUTPUT, 'images');

/** The demo products from the build's output; the same on every build. */
export async function readDemoCatalogue(): Promise<DemoProduct[]> {
  try {
    return JSON.parse(await readFile(DEMO_PRODUCTS_FILE, 'utf8')) as DemoProduct[];
  } catch (error) {
    throw new Error(
      `the demo catalogue is not built (${DEMO_PRODUCTS_FILE}: ${(error as Error).message}); run npm run build`,
    );
  }
}

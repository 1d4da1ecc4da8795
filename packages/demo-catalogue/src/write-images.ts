import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoProductToRender } from './demo-catalogue';
import type { ImageSpec } from './image-spec';
import { renderProductImage } from './product-images';

/** Rendering is CPU-bound in libvips; more parallel renders than this only contend for the cores. */
export const RENDER_CONCURRENCY = 4;

async function writeImage(spec: ImageSpec, dir: string) {
  const path = join(dir, spec.fileName);
  if (existsSync(path)) return;
  // Written aside and renamed, so an interrupted build never leaves a broken file to be skipped later.
  const partial = `${path}.partial`;
  await writeFile(partial, await renderProductImage(spec));
  await rename(partial, path);
}

/** Renders every image of the given products into a folder, keeping files already there. */
export async function writeImages(products: DemoProductToRender[], dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const queue = products.flatMap((product) => product.images);
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) await writeImage(spec, dir);
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
}

import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DemoProduct } from './demo-catalogue';
import { ImageSpec } from './image-spec';
import { renderProductImage } from './product-images';

/** Rendering is CPU-bound in libvips; more parallel renders than this only contend for the cores. */
export const SEED_IMAGE_CONCURRENCY = 4;

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function writeImage(spec: ImageSpec, uploadsDir: string): Promise<void> {
  const path = join(uploadsDir, spec.fileName);
  if (await exists(path)) return;
  // Written aside and renamed, so a boot interrupted mid-write never leaves a broken file to be skipped later.
  const partial = `${path}.partial`;
  await writeFile(partial, await renderProductImage(spec));
  await rename(partial, path);
}

/** Renders every image of the demo products into the uploads folder, keeping files already there. */
export async function writeSeedImages(products: DemoProduct[], uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  const queue = products.flatMap((product) => product.images);
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) await writeImage(spec, uploadsDir);
  };
  await Promise.all(Array.from({ length: SEED_IMAGE_CONCURRENCY }, worker));
}

import { access, copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
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

export interface SeedImageOptions {
  /** Images rendered at build time; copied instead of rendered again when present. */
  prerenderedDir?: string;
}

async function writeImage(spec: ImageSpec, uploadsDir: string, options: SeedImageOptions) {
  const path = join(uploadsDir, spec.fileName);
  if (await exists(path)) return;
  // Written aside and renamed, so a boot interrupted mid-write never leaves a broken file to be skipped later.
  const partial = `${path}.partial`;
  const prerendered = options.prerenderedDir && join(options.prerenderedDir, spec.fileName);
  if (prerendered && (await exists(prerendered))) await copyFile(prerendered, partial);
  else await writeFile(partial, await renderProductImage(spec));
  await rename(partial, path);
}

/** Writes every image of the demo products into the uploads folder, keeping files already there. */
export async function writeSeedImages(
  products: DemoProduct[],
  uploadsDir: string,
  options: SeedImageOptions = {},
): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  const queue = products.flatMap((product) => product.images);
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      await writeImage(spec, uploadsDir, options);
    }
  };
  await Promise.all(Array.from({ length: SEED_IMAGE_CONCURRENCY }, worker));
}

import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoProductToRender } from './demo-catalogue';
import type { ImageSpec } from './image-spec';
import { renderCardImage, renderProductImage } from './product-images';

/** Rendering is CPU-bound in libvips; more parallel renders than this only contend for the cores. */
export const RENDER_CONCURRENCY = 4;

/** The file of an image's product-card variant: `<name>-card.webp`. */
export function cardFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]+$/, '')}-card.webp`;
}

// Written aside and renamed, so an interrupted build never leaves a broken file to be skipped later.
async function writeWhole(path: string, data: Buffer) {
  const partial = `${path}.partial`;
  await writeFile(partial, data);
  await rename(partial, path);
}

/** Renders an image and its card variant, each only when its file is missing. */
async function writeImage(spec: ImageSpec, dir: string) {
  const path = join(dir, spec.fileName);
  const cardPath = join(dir, cardFileName(spec.fileName));
  const hasImage = existsSync(path);
  if (hasImage && existsSync(cardPath)) return;
  const full = hasImage ? await readFile(path) : await renderProductImage(spec);
  if (!hasImage) await writeWhole(path, full);
  await writeWhole(cardPath, await renderCardImage(full));
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

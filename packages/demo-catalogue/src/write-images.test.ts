import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CARD_IMAGE_WIDTH } from '@shop/contracts';
import sharp from 'sharp';
import { demoCatalogue } from './demo-catalogue';
import { cardFileName, writeImages } from './write-images';

describe('writeImages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders every image of the given products into the folder, each with its card variant', async () => {
    const products = demoCatalogue().slice(0, 2);
    const images = join(dir, 'images');
    await writeImages(products, images);
    const names = products.flatMap((p) => p.images.map((i) => i.fileName));
    expect((await readdir(images)).sort()).toEqual([...names, ...names.map(cardFileName)].sort());
    const meta = await sharp(join(images, names[0])).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    const card = await sharp(join(images, cardFileName(names[0]))).metadata();
    expect([card.format, card.width]).toEqual(['webp', CARD_IMAGE_WIDTH]);
  });

  it('leaves images and cards that already exist untouched, and renders a missing card', async () => {
    const [product] = demoCatalogue();
    const [first, second] = product.images.map((image) => image.fileName);
    await writeImages([{ ...product, images: product.images.slice(1, 2) }], dir);
    const kept = join(dir, first);
    await writeFile(kept, 'already here');
    await writeFile(join(dir, cardFileName(first)), 'card already here');
    await rm(join(dir, cardFileName(second)));
    await writeImages([product], dir);
    expect(await readFile(kept, 'utf8')).toBe('already here');
    expect(await readFile(join(dir, cardFileName(first)), 'utf8')).toBe('card already here');
    expect((await sharp(join(dir, cardFileName(second))).metadata()).width).toBe(CARD_IMAGE_WIDTH);
    expect(await readdir(dir)).toHaveLength(product.images.length * 2);
  });
});

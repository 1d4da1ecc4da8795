import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoCatalogue } from './demo-catalogue';
import { writeImages } from './write-images';

describe('writeImages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders every image of the given products into the folder', async () => {
    const products = demoCatalogue().slice(0, 2);
    const images = join(dir, 'images');
    await writeImages(products, images);
    const expected = products.flatMap((p) => p.images.map((i) => i.fileName)).sort();
    expect((await readdir(images)).sort()).toEqual(expected);
    const meta = await sharp(join(images, expected[0])).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
  });

  it('leaves images that already exist untouched', async () => {
    const [product] = demoCatalogue();
    const kept = join(dir, product.images[0].fileName);
    await writeFile(kept, 'already here');
    await writeImages([product], dir);
    expect(await readFile(kept, 'utf8')).toBe('already here');
    expect(await readdir(dir)).toHaveLength(product.images.length);
  });
});

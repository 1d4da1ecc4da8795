import sharp from 'sharp';
import { ImageSpec, ItemKind, JACKET_ITEMS, SHOE_ITEMS } from './image-spec';
import { IMAGE_SIZE, renderProductImage } from './product-images';

function spec(item: ItemKind, overrides: Partial<ImageSpec> = {}): ImageSpec {
  const shoe = (SHOE_ITEMS as readonly string[]).includes(item);
  return {
    fileName: `test-${item}.webp`,
    item,
    view: shoe ? 'side' : 'front',
    color: '#7b3f22',
    accent: '#2a1a12',
    finish: 'smooth',
    hardware: 'gold',
    fit: 'men',
    altText: item,
    ...overrides,
  };
}

async function meanBrightness(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).stats();
  return (channels[0].mean + channels[1].mean + channels[2].mean) / 3;
}

describe('renderProductImage', () => {
  it('returns an 800x800 WebP', async () => {
    const image = await renderProductImage(spec('chelsea-boot'));
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(IMAGE_SIZE);
    expect(meta.height).toBe(IMAGE_SIZE);
    expect(IMAGE_SIZE).toBe(800);
  });

  it.each([...SHOE_ITEMS, ...JACKET_ITEMS])('draws a %s', async (item) => {
    const image = await renderProductImage(spec(item, { fit: item.length % 2 ? 'women' : 'men' }));
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
  });

  it.each([
    ['oxford', 'cap-toe-oxford', ['side', 'pair', 'detail']],
    ['jacket', 'biker-jacket', ['front', 'back', 'detail']],
  ] as const)('shows a %s from several distinct views', async (_label, item, views) => {
    const images = await Promise.all(views.map((view) => renderProductImage(spec(item, { view }))));
    for (const image of images) expect((await sharp(image).metadata()).width).toBe(800);
    expect(new Set(images.map((i) => i.toString('base64'))).size).toBe(views.length);
  });

  it('paints the item in the product colour', async () => {
    const black = await renderProductImage(spec('overcoat', { color: '#1f1d1c' }));
    const camel = await renderProductImage(spec('overcoat', { color: '#c19a6b' }));
    expect(await meanBrightness(black)).toBeLessThan((await meanBrightness(camel)) - 20);
  });
});

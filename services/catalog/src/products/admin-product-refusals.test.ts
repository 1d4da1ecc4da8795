import { PRODUCT_ADMIN_MESSAGES as M } from '@shop/contracts';
import { ERROR_MESSAGES } from '@shop/service-kit';
import sharp from 'sharp';
import type request from 'supertest';
import { jacketFields, shoeFields } from '../testing/admin-requests';
import type { CatalogTestApp } from '../testing/start-catalog-app';
import { filesUnder, noisyPng, pngDeclaring } from '../testing/test-images';
import { startAdminProductsApp, type AdminProductsApp } from './admin-products.fixture';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('POST /api/product refuses, with 400 and every problem listed', () => {
  let catalog: CatalogTestApp;
  let jpeg: Buffer;
  let create: AdminProductsApp['create'];
  let productCount: AdminProductsApp['productCount'];

  beforeAll(async () => {
    ({ catalog, jpeg, create, productCount } = await startAdminProductsApp());
  });
  afterAll(() => catalog?.stop());

  async function expectRefused(res: request.Response, messages: string[]) {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: M.validationFailed,
      errors: messages.map((msg) => ({ msg })),
    });
  }

  it('an empty form without images', async () => {
    const before = filesUnder(catalog.config.UPLOADS_DIR);
    const res = await create({ category: 'Men', subcategory: 'Shoes' }, []);
    await expectRefused(res, [
      M.nameRequired,
      M.descriptionRequired,
      M.basePriceInvalid,
      M.shoeSizesRequired,
      M.imagesRequired,
    ]);
    expect(filesUnder(catalog.config.UPLOADS_DIR)).toEqual(before);
  });

  it.each(
    (
      [
        [{ name: 'x'.repeat(101) }, M.nameTooLong],
        [{ description: 'x'.repeat(2001) }, M.descriptionTooLong],
        [{ sku: 'S'.repeat(21) }, M.skuTooLong],
        [{ sku: 'BAD SKU' }, M.skuInvalid],
        [{ category: 'Kids' }, M.categoryInvalid],
        [{ status: 'Archived' }, M.statusInvalid],
        [{ price: JSON.stringify({ base: 0 }) }, M.basePriceInvalid],
        [{ price: JSON.stringify({ base: 'abc' }) }, M.basePriceInvalid],
        [{ price: 'not json' }, M.basePriceInvalid],
        [{ price: JSON.stringify({ base: 100, discount: 100 }) }, M.discountNotBelowBase],
        [{ price: JSON.stringify({ base: 100, discount: -1 }) }, M.discountInvalid],
        [{ price: JSON.stringify({ base: 10.005 }) }, M.priceCents],
        [{ price: JSON.stringify({ base: 5_000_000 }) }, M.priceTooHigh],
        [{ shoeDetails: JSON.stringify({ sizes: [], materials: [] }) }, M.shoeSizesRequired],
        [{ shoeDetails: '{oops' }, M.shoeDetailsMalformed],
        [
          { shoeDetails: JSON.stringify({ sizes: [{ sizeLabel: 'XL', stock: 1 }] }) },
          M.shoeSizeUnknown,
        ],
        [
          { shoeDetails: JSON.stringify({ sizes: [{ sizeLabel: 'EU 40', stock: 1.5 }] }) },
          M.stockInvalid,
        ],
        [
          { shoeDetails: JSON.stringify({ sizes: [{ sizeLabel: 'EU 40', stock: -2 }] }) },
          M.stockInvalid,
        ],
        [
          {
            shoeDetails: JSON.stringify({
              sizes: [
                { sizeLabel: 'EU 40', stock: 1 },
                { sizeLabel: 'EU 40', stock: 1 },
              ],
            }),
          },
          M.sizeRepeated,
        ],
        [
          {
            shoeDetails: JSON.stringify({
              sizes: [{ sizeLabel: 'EU 40', stock: 1 }],
              materials: [{ colorName: 'Red', colorCode: 'red' }],
            }),
          },
          M.colorCodeInvalid,
        ],
        [
          { subcategory: 'Jackets', jacketDetails: JSON.stringify({ sizes: [] }) },
          M.jacketSizesRequired,
        ],
      ] as Array<[Record<string, string>, string]>
    ).map(([overrides, message]) => ({ overrides, message })),
  )('a bad field: $message', async ({ overrides, message }) => {
    const rows = await productCount();
    await expectRefused(await create(shoeFields(overrides), [{ data: jpeg, name: 'a.jpg' }]), [
      message,
    ]);
    expect(await productCount()).toBe(rows);
  });

  // A lone surrogate, which JSON text spells "\ud800", has no UTF-8 form: the database refused the
  // product and the admin saw a 500.
  it.each([
    [
      'a colour name in the shoe details',
      shoeFields({
        shoeDetails: JSON.stringify({
          sizes: [{ sizeLabel: 'EU 41', stock: 1 }],
          materials: [{ leatherType: 'Calf', colorName: 'Oxblood\ud800' }],
        }),
      }),
      `shoeDetails.materials.0.colorName: ${ERROR_MESSAGES.illFormedText}`,
    ],
    [
      'the jacket material',
      jacketFields({
        jacketDetails: JSON.stringify({
          material: '\udfff',
          sizes: [{ sizeLabel: 'M', stock: 1 }],
        }),
      }),
      `jacketDetails.material: ${ERROR_MESSAGES.illFormedText}`,
    ],
    ['a NUL in the name', shoeFields({ name: 'Der\0by' }), `name: ${ERROR_MESSAGES.nulCharacter}`],
    [
      'a NUL in a field the form does not read',
      shoeFields({ notes: 'a\0b' }),
      `notes: ${ERROR_MESSAGES.nulCharacter}`,
    ],
  ])('text the database cannot store in %s, naming where', async (_, fields, message) => {
    const rows = await productCount();
    await expectRefused(await create(fields, [{ data: jpeg, name: 'a.jpg' }]), [message]);
    expect(await productCount()).toBe(rows);
  });

  it('a text file named .jpg', async () => {
    const text = Buffer.from('just some words, not a picture at all');
    await expectRefused(await create(shoeFields(), [{ data: text, name: 'boot.jpg' }]), [
      M.imageType,
    ]);
  });

  it('an image of another format (GIF)', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    await expectRefused(await create(shoeFields(), [{ data: gif, name: 'boot.png' }]), [
      M.imageType,
    ]);
  });

  it('an image over 5 MB', async () => {
    const big = await noisyPng(1500, 1400);
    expect(big.length).toBeGreaterThan(6_000_000);
    await expectRefused(await create(shoeFields(), [{ data: big, name: 'big.png' }]), [
      M.imageSize,
    ]);
  });

  it('11 images', async () => {
    const images = Array.from({ length: 11 }, (_, i) => ({ data: jpeg, name: `${i}.jpg` }));
    await expectRefused(await create(shoeFields(), images), [M.tooManyImages]);
  });

  it('a PNG declaring 30000 × 30000 pixels (a decompression bomb)', async () => {
    const bomb = await pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1000);
    await expectRefused(await create(shoeFields(), [{ data: bomb, name: 'bomb.png' }]), [
      M.imageDimensions,
    ]);
  });

  it('a picture that does not decode past its header', async () => {
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 3));
    const before = filesUnder(catalog.config.UPLOADS_DIR);
    const res = await create(shoeFields({ sku: 'CUT-1' }), [
      { data: jpeg, name: 'whole.jpg' },
      { data: cut, name: 'cut.jpg' },
    ]);
    await expectRefused(res, [M.imageUnreadable]);
    expect(filesUnder(catalog.config.UPLOADS_DIR)).toEqual(before);
  });

  it('field and image problems together', async () => {
    const text = Buffer.from('<svg/>');
    const res = await create(shoeFields({ name: '' }), [{ data: text, name: 'x.webp' }]);
    await expectRefused(res, [M.nameRequired, M.imageType]);
  });
});

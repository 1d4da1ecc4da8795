import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_ADMIN_MESSAGES as M, SUBJECTS, type Product } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import {
  adminToken,
  customerToken,
  jacketFields,
  multipart,
  shoeFields,
} from '../testing/admin-requests';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { filesUnder, noisyPng, pngDeclaring, testImage } from '../testing/test-images';
import { products } from './products.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('POST /api/product', () => {
  let catalog: CatalogTestApp;
  let http: ReturnType<typeof request>;
  let jpeg: Buffer;

  const create = (fields: Record<string, string>, images: Array<{ data: Buffer; name: string }>) =>
    multipart(
      http.post('/api/product').set('Authorization', `Bearer ${adminToken()}`),
      fields,
      images,
    );
  const productCount = async () => {
    const [{ total }] = await catalog.db.select({ total: count() }).from(products);
    return total;
  };

  beforeAll(async () => {
    catalog = await startCatalogApp();
    http = request(catalog.app.getHttpServer());
    jpeg = await testImage('jpeg', { width: 1200, height: 900 });
  });

  afterAll(() => catalog?.stop());

  it('adds a product with its images re-encoded, a card variant and one primary', async () => {
    const png = await testImage('png');
    const res = await create(shoeFields(), [
      { data: jpeg, name: 'front.jpg' },
      { data: png, name: 'side.png' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: M.created });
    const product: Product = res.body.data;
    expect(product).toMatchObject({
      name: 'Chelsea Boot',
      sku: 'CB-100',
      status: 'Active',
      price: { base: 240, discount: 199.5 },
      effectivePrice: 199.5,
      stockQuantity: 7,
      shoeDetails: {
        style: 'Boots',
        sizes: [
          { sizeLabel: 'EU 41', stock: 3, available: true },
          { sizeLabel: 'EU 42', stock: 4, available: true },
        ],
        // The empty material row is dropped.
        materials: [
          {
            leatherType: 'Calf',
            soleMaterial: 'Leather',
            colorName: 'Black',
            colorCode: '#111111',
          },
        ],
      },
    });
    expect(product.jacketDetails).toBeUndefined();
    expect(product.images.map((image) => image.isPrimary)).toEqual([true, false]);

    for (const image of product.images) {
      expect(image.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
      const full = await sharp(
        readFileSync(join(catalog.config.UPLOADS_DIR, image.url.slice(9))),
      ).metadata();
      expect(full.format).toBe('webp');
      // The full picture's width, for the storefront's srcset.
      expect(image.width).toBe(full.width);
      const served = await http.get(image.cardUrl!);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(480);
    }
    const [row] = await catalog.db.select().from(products).where(eq(products.id, product._id));
    expect(row.sku).toBe('CB-100');
  });

  it('records catalog.product.updated in the outbox with the new product', async () => {
    const res = await create(jacketFields({ name: 'Outbox Jacket' }), [
      { data: jpeg, name: 'a.jpg' },
    ]);
    const product: Product = res.body.data;
    const events = await catalog.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'payload'->>'productId' = ${product._id}`);
    expect(events.map((event) => event.subject)).toEqual([SUBJECTS.productUpdated]);
    expect(events[0].payload.payload).toEqual({
      productId: product._id,
      name: 'Outbox Jacket',
      brand: 'Leather & Last',
      category: 'Women',
      subcategory: 'Jackets',
      status: 'Active',
      effectivePrice: 450,
      imageUrl: product.images[0].url,
      stockQuantity: 7,
    });
  });

  it('generates an upper-case SKU when the form leaves it empty', async () => {
    const res = await create(jacketFields(), [{ data: jpeg, name: 'a.jpg' }]);
    expect(res.status).toBe(201);
    expect(res.body.data.sku).toMatch(/^LL-WJK-[0-9A-F]{8}$/);
    expect(res.body.data.shoeDetails).toBeUndefined();
  });

  it('refuses a taken SKU with 409, leaving no file and no row behind', async () => {
    await create(shoeFields({ sku: 'TAKEN-1' }), [{ data: jpeg, name: 'a.jpg' }]).expect(201);
    const filesBefore = filesUnder(catalog.config.UPLOADS_DIR);
    const rowsBefore = await productCount();
    const res = await create(shoeFields({ sku: 'taken-1' }), [{ data: jpeg, name: 'a.jpg' }]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: M.skuTaken });
    expect(filesUnder(catalog.config.UPLOADS_DIR)).toEqual(filesBefore);
    expect(await productCount()).toBe(rowsBefore);
  });

  it('answers two adds racing for one SKU with one 201 and one 409, and keeps one set of files', async () => {
    const filesBefore = filesUnder(catalog.config.UPLOADS_DIR).length;
    const results = await Promise.all(
      [1, 2].map(() => create(shoeFields({ sku: 'RACE-1' }), [{ data: jpeg, name: 'a.jpg' }])),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    // One product: one picture and its card.
    expect(filesUnder(catalog.config.UPLOADS_DIR).length).toBe(filesBefore + 2);
  });

  describe('refuses, with 400 and every problem listed', () => {
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

  it('is for admins only: 401 without a token or with a bad one, 403 for a customer', async () => {
    const anonymous = await multipart(http.post('/api/product'), shoeFields(), [
      { data: jpeg, name: 'a.jpg' },
    ]);
    expect(anonymous.status).toBe(401);
    const forged = await http.post('/api/product').set('Authorization', 'Bearer not.a.token');
    expect(forged.status).toBe(401);
    const customer = await multipart(
      http.post('/api/product').set('Authorization', `Bearer ${customerToken()}`),
      shoeFields(),
      [{ data: jpeg, name: 'a.jpg' }],
    );
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({
      success: false,
      message: 'Access denied. Admin privileges required.',
    });
  });
});

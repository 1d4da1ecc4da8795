import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_ADMIN_MESSAGES as M, SUBJECTS, type Product } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { customerToken, jacketFields, multipart, shoeFields } from '../testing/admin-requests';
import type { CatalogTestApp } from '../testing/start-catalog-app';
import { filesUnder, testImage } from '../testing/test-images';
import { products } from './products.table';
import { startAdminProductsApp, type AdminProductsApp } from './admin-products.fixture';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('POST /api/product', () => {
  let catalog: CatalogTestApp;
  let http: AdminProductsApp['http'];
  let jpeg: Buffer;
  let create: AdminProductsApp['create'];
  let productCount: AdminProductsApp['productCount'];

  beforeAll(async () => {
    ({ catalog, http, jpeg, create, productCount } = await startAdminProductsApp());
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

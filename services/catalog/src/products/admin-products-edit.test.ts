import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  PRODUCT_ADMIN_MESSAGES as M,
  PRODUCT_MESSAGES,
  SUBJECTS,
  type Product,
  type ProductImage,
} from '@shop/contracts';
import { ERROR_MESSAGES, outbox } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import {
  adminToken,
  customerToken,
  jacketFields,
  multipart,
  shoeFields,
} from '../testing/admin-requests';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { testImage } from '../testing/test-images';
import { products } from './products.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

const UNKNOWN_ID = '3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f';

describe('editing and deleting products', () => {
  let catalog: CatalogTestApp;
  let http: ReturnType<typeof request>;
  let jpeg: Buffer;
  const admin = () => `Bearer ${adminToken()}`;

  const images = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ data: jpeg, name: `${i}.jpg` }));
  async function addProduct(imageCount = 2, fields = shoeFields({ sku: '' })): Promise<Product> {
    const res = await multipart(
      http.post('/api/product').set('Authorization', admin()),
      fields,
      images(imageCount),
    ).expect(201);
    return res.body.data;
  }
  const update = (id: string, fields: Record<string, string>, n = 0) =>
    multipart(http.put(`/api/product/${id}`).set('Authorization', admin()), fields, images(n));
  const fileOf = (url: string) => join(catalog.config.UPLOADS_DIR, url.replace(/^\/uploads\//, ''));
  const filesOf = (image: ProductImage) => [fileOf(image.url), fileOf(image.cardUrl!)];
  const eventsFor = (id: string) =>
    catalog.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'payload'->>'productId' = ${id}`)
      .orderBy(outbox.createdAt);

  beforeAll(async () => {
    catalog = await startCatalogApp();
    http = request(catalog.app.getHttpServer());
    jpeg = await testImage('jpeg');
  });

  afterAll(() => catalog?.stop());

  describe('PUT /api/product/:id', () => {
    it('replaces the fields, appends new images and recomputes the stock', async () => {
      const product = await addProduct(2);
      const res = await update(
        product._id,
        shoeFields({
          sku: '',
          name: 'Chelsea Boot II',
          status: 'Draft',
          price: JSON.stringify({ base: 260, discount: '' }),
          shoeDetails: JSON.stringify({
            style: 'Casual',
            sizes: [{ sizeLabel: 'US 9', stock: 9 }],
          }),
        }),
        1,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: M.updated });
      const updated: Product = res.body.data;
      expect(updated).toMatchObject({
        name: 'Chelsea Boot II',
        status: 'Draft',
        sku: product.sku,
        price: { base: 260, discount: null },
        stockQuantity: 9,
        shoeDetails: { style: 'Casual', sizes: [{ sizeLabel: 'US 9', stock: 9 }], materials: [] },
      });
      expect(updated.images.map((image) => image._id).slice(0, 2)).toEqual(
        product.images.map((image) => image._id),
      );
      expect(updated.images.map((image) => image.isPrimary)).toEqual([true, false, false]);
      expect(updated.images[2].altText).toBe('Chelsea Boot II');

      const events = await eventsFor(product._id);
      expect(events.map((event) => event.subject)).toEqual([
        SUBJECTS.productUpdated,
        SUBJECTS.productUpdated,
      ]);
      expect(events[1].payload.payload).toMatchObject({ status: 'Draft', stockQuantity: 9 });
    });

    it('clears the shoe details when the product becomes a jacket', async () => {
      const product = await addProduct(1);
      const res = await update(product._id, jacketFields({ sku: product.sku! }));
      expect(res.status).toBe(200);
      expect(res.body.data.shoeDetails).toBeUndefined();
      expect(res.body.data.jacketDetails).toMatchObject({ material: 'Lambskin', season: 'Fall' });
      const [row] = await catalog.db.select().from(products).where(eq(products.id, product._id));
      expect(row.shoeDetails).toBeNull();
      expect(row.stockQuantity).toBe(7);
    });

    it('makes the chosen image primary', async () => {
      const product = await addProduct(3);
      const chosen = product.images[2]._id;
      const res = await update(product._id, shoeFields({ sku: '', primaryImageId: chosen }));
      expect(res.body.data.images.map((image: ProductImage) => image.isPrimary)).toEqual([
        false,
        false,
        true,
      ]);
    });

    it('refuses more than 10 images in all, writing nothing', async () => {
      const product = await addProduct(8);
      const res = await update(product._id, shoeFields({ sku: '', name: 'Renamed' }), 3);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ msg: M.tooManyImages }]);
      const [row] = await catalog.db.select().from(products).where(eq(products.id, product._id));
      expect(row.name).toBe('Chelsea Boot');
      expect(row.images).toHaveLength(8);
    });

    it('refuses a SKU another product holds with 409', async () => {
      const first = await addProduct(1);
      const second = await addProduct(1);
      const res = await update(second._id, shoeFields({ sku: first.sku!.toLowerCase() }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: M.skuTaken });
    });

    it('answers 404 for an unknown product and 400 for a bad form', async () => {
      const missing = await update(UNKNOWN_ID, shoeFields());
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound });
      const product = await addProduct(1);
      const bad = await update(product._id, shoeFields({ name: '', price: '{"base":-1}' }));
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ msg: M.nameRequired }, { msg: M.basePriceInvalid }]);
    });

    it('refuses a lone surrogate in the details with 400 naming it, changing nothing', async () => {
      const product = await addProduct(1);
      const material = JSON.stringify({
        material: 'Suede\ud800',
        sizes: [{ sizeLabel: 'M', stock: 1 }],
      });
      const res = await update(product._id, jacketFields({ sku: '', jacketDetails: material }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: M.validationFailed,
        errors: [{ msg: `jacketDetails.material: ${ERROR_MESSAGES.illFormedText}` }],
      });
      const [row] = await catalog.db.select().from(products).where(eq(products.id, product._id));
      expect(row.subcategory).toBe('Shoes');
    });
  });

  describe('DELETE /api/product/:id/images/:imageId', () => {
    it('removes the image and its files, and another image becomes primary', async () => {
      const product = await addProduct(2);
      const [primary, other] = product.images;
      const res = await http
        .delete(`/api/product/${product._id}/images/${primary._id}`)
        .set('Authorization', admin());
      expect(res.status).toBe(200);
      expect(res.body.data.images).toEqual([{ ...other, isPrimary: true }]);
      for (const file of filesOf(primary)) expect(existsSync(file)).toBe(false);
      for (const file of filesOf(other)) expect(existsSync(file)).toBe(true);

      const last = await http
        .delete(`/api/product/${product._id}/images/${other._id}`)
        .set('Authorization', admin());
      expect(last.body.data.images).toEqual([]);
      const events = await eventsFor(product._id);
      expect(events.at(-1)!.payload.payload).toMatchObject({ imageUrl: null });
    });

    it('answers 404 for an unknown image or product', async () => {
      const product = await addProduct(1);
      const unknownImage = await http
        .delete(`/api/product/${product._id}/images/nope`)
        .set('Authorization', admin());
      expect(unknownImage.status).toBe(404);
      expect(unknownImage.body.message).toBe(M.imageNotFound);
      const unknownProduct = await http
        .delete(`/api/product/${UNKNOWN_ID}/images/${product.images[0]._id}`)
        .set('Authorization', admin());
      expect(unknownProduct.status).toBe(404);
    });
  });

  describe('DELETE /api/product/:id', () => {
    it('removes the product, its files, and records catalog.product.deleted', async () => {
      const product = await addProduct(2);
      const res = await http.delete(`/api/product/${product._id}`).set('Authorization', admin());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: M.deleted });
      expect(await catalog.db.select().from(products).where(eq(products.id, product._id))).toEqual(
        [],
      );
      for (const file of product.images.flatMap(filesOf)) expect(existsSync(file)).toBe(false);
      const events = await eventsFor(product._id);
      expect(events.at(-1)!.subject).toBe(SUBJECTS.productDeleted);
      expect(events.at(-1)!.payload.payload).toEqual({ productId: product._id });

      const again = await http.delete(`/api/product/${product._id}`).set('Authorization', admin());
      expect(again.status).toBe(404);
    });
  });

  it('keeps every change to admins: 401 for visitors, 403 for customers', async () => {
    const product = await addProduct(1);
    const calls = [
      () => http.put(`/api/product/${product._id}`),
      () => http.delete(`/api/product/${product._id}/images/${product.images[0]._id}`),
      () => http.delete(`/api/product/${product._id}`),
    ];
    for (const call of calls) {
      const visitor = await call();
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({
        success: false,
        message: 'Not authorized. Please login again.',
      });
      const customer = await call().set('Authorization', `Bearer ${customerToken()}`);
      expect(customer.status).toBe(403);
    }
    const [row] = await catalog.db.select().from(products).where(eq(products.id, product._id));
    expect(row.images).toHaveLength(1);
  });
});

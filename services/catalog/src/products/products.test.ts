import { PRODUCT_MESSAGES, type Product } from '@shop/contracts';
import { recordStatements, signTestToken } from '@shop/service-kit/testing';
import request from 'supertest';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { products, type NewProductRow } from './products.table';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2025, 0, 1);

function product(
  name: string,
  hoursAfterStart: number,
  extra: Partial<NewProductRow> = {},
): NewProductRow {
  return {
    name,
    brand: 'Leather & Last',
    category: 'Men',
    subcategory: 'Shoes',
    description: `${name}, hand-lasted in Italy.`,
    features: ['Goodyear welted'],
    priceBase: 200,
    stockQuantity: 5,
    images: [{ _id: `${name}-1`, url: `/uploads/${name}.webp`, isPrimary: true, altText: name }],
    createdAt: new Date(start + hoursAfterStart * HOUR),
    updatedAt: new Date(start + hoursAfterStart * HOUR),
    ...extra,
  };
}

describe('products API', () => {
  let catalog: CatalogTestApp;
  let http: ReturnType<typeof request>;
  const ids: Record<string, string> = {};

  const tokenFor = (isAdmin: boolean) =>
    signTestToken({
      id: isAdmin ? 'admin-1' : 'shopper-1',
      email: 'a@example.com',
      name: 'A',
      isAdmin,
    });
  const asAdmin = (path: string) => http.get(path).set('Authorization', `Bearer ${tokenFor(true)}`);

  beforeAll(async () => {
    catalog = await startCatalogApp();
    http = request(catalog.app.getHttpServer());
    const rows = await catalog.db
      .insert(products)
      .values([
        product('Chelsea Boot Black', 1, {
          modelGroup: 'chelsea',
          color: 'Black',
          colorCode: '#111111',
          sku: 'CB-BLK',
        }),
        product('Chelsea Boot Brown', 2, {
          modelGroup: 'chelsea',
          color: 'Brown',
          colorCode: '#6b3e26',
          priceDiscount: 150,
        }),
        product('Chelsea Boot Tan', 3, {
          modelGroup: 'chelsea',
          color: 'Tan',
          colorCode: '#c68e5b',
          status: 'Draft',
        }),
        product('Biker Jacket', 4, {
          category: 'Women',
          subcategory: 'Jackets',
          priceBase: 450.5,
          stockQuantity: 3,
          madeToMeasureCharge: 60,
          jacketDetails: {
            material: 'Lambskin',
            season: 'Fall',
            sizes: [{ sizeLabel: 'M', available: true, stock: 3 }],
          },
        }),
        product('Penny Loafer', 5, { status: 'Inactive' }),
        ...Array.from({ length: 10 }, (_, i) => product(`Oxford ${i + 1}`, 10 + i)),
      ])
      .returning({ id: products.id, name: products.name });
    for (const row of rows) ids[row.name] = row.id;
  });

  afterAll(() => catalog?.stop());

  describe('GET /api/product', () => {
    it('lists only Active products, newest first, in the success envelope', async () => {
      const res = await http.get('/api/product');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(PRODUCT_MESSAGES.listed);
      expect(res.body.pagination).toBeUndefined();
      const names = res.body.data.map((p: Product) => p.name);
      expect(names).toHaveLength(13);
      expect(names.slice(0, 2)).toEqual(['Oxford 10', 'Oxford 9']);
      expect(names.slice(-3)).toEqual(['Biker Jacket', 'Chelsea Boot Brown', 'Chelsea Boot Black']);
      expect(names).not.toContain('Chelsea Boot Tan');
      expect(names).not.toContain('Penny Loafer');
    });

    it('shows each product with the spec’s field names and derived prices', async () => {
      const res = await http.get('/api/product');
      const brown = res.body.data.find((p: Product) => p.name === 'Chelsea Boot Brown');
      expect(brown).toMatchObject({
        _id: ids['Chelsea Boot Brown'],
        brand: 'Leather & Last',
        category: 'Men',
        subcategory: 'Shoes',
        status: 'Active',
        price: { base: 200, discount: 150 },
        effectivePrice: 150,
        discountPercent: 25,
        stockQuantity: 5,
        viewCount: 0,
        purchaseCount: 0,
        features: ['Goodyear welted'],
        images: [
          {
            _id: 'Chelsea Boot Brown-1',
            url: '/uploads/Chelsea Boot Brown.webp',
            isPrimary: true,
            altText: 'Chelsea Boot Brown',
          },
        ],
        createdAt: new Date(start + 2 * HOUR).toISOString(),
        modelGroup: 'chelsea',
      });
      const jacket = res.body.data.find((p: Product) => p.name === 'Biker Jacket');
      expect(jacket).toMatchObject({
        price: { base: 450.5, discount: null },
        effectivePrice: 450.5,
        discountPercent: 0,
        additionalCharges: { madeToMeasure: 60 },
        jacketDetails: { material: 'Lambskin', season: 'Fall' },
      });
    });

    it('offers the other Active colours of the same model as variants', async () => {
      const res = await http.get('/api/product');
      const black = res.body.data.find((p: Product) => p.name === 'Chelsea Boot Black');
      expect(black.variants).toEqual([
        { _id: ids['Chelsea Boot Brown'], color: 'Brown', colorCode: '#6b3e26' },
      ]);
    });

    it('paginates the admin list over every status', async () => {
      const first = await asAdmin('/api/product?page=1&limit=10&admin=true');
      expect(first.status).toBe(200);
      expect(first.body.pagination).toEqual({ page: 1, pages: 2, total: 15, limit: 10 });
      expect(first.body.data).toHaveLength(10);

      const second = await asAdmin('/api/product?page=2&limit=10&admin=true');
      expect(second.body.pagination).toEqual({ page: 2, pages: 2, total: 15, limit: 10 });
      expect(second.body.data.map((p: Product) => p.name)).toEqual([
        'Penny Loafer',
        'Biker Jacket',
        'Chelsea Boot Tan',
        'Chelsea Boot Brown',
        'Chelsea Boot Black',
      ]);
    });

    it('counts only Active products without the admin flag, 10 to a page by default', async () => {
      const res = await http.get('/api/product?page=2');
      expect(res.body.pagination).toEqual({ page: 2, pages: 2, total: 13, limit: 10 });
      expect(res.body.data).toHaveLength(3);
    });

    it('answers a page past the end with no products and the right totals', async () => {
      const res = await asAdmin('/api/product?page=9&limit=5&admin=true');
      expect(res.body.data).toEqual([]);
      expect(res.body.pagination).toEqual({ page: 9, pages: 3, total: 15, limit: 5 });
    });

    it('filters the admin list by category, subcategory, status and search text', async () => {
      const byCategory = await asAdmin('/api/product?page=1&admin=true&category=Women');
      expect(byCategory.body.data.map((p: Product) => p.name)).toEqual(['Biker Jacket']);

      const drafts = await asAdmin('/api/product?page=1&admin=true&status=Draft&subcategory=Shoes');
      expect(drafts.body.data.map((p: Product) => p.name)).toEqual(['Chelsea Boot Tan']);
      expect(drafts.body.pagination.total).toBe(1);

      const search = await asAdmin('/api/product?page=1&admin=true&search=chelsea');
      expect(search.body.pagination.total).toBe(3);

      const bySku = await asAdmin('/api/product?page=1&admin=true&search=cb-blk');
      expect(bySku.body.data.map((p: Product) => p.name)).toEqual(['Chelsea Boot Black']);

      const wildcard = await asAdmin(
        `/api/product?page=1&admin=true&search=${encodeURIComponent('%')}`,
      );
      expect(wildcard.body.pagination.total).toBe(0);
    });

    it('keeps the admin list to admins: 401 without a token, 403 for a shopper', async () => {
      const anonymous = await http.get('/api/product?page=1&admin=true');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({
        success: false,
        message: 'Not authorized. Please login again.',
      });

      const shopper = await http
        .get('/api/product?page=1&admin=true')
        .set('token', tokenFor(false));
      expect(shopper.status).toBe(403);
      expect(shopper.body).toEqual({
        success: false,
        message: 'Access denied. Admin privileges required.',
      });
    });

    it('never shows a shopper a non-Active product, whatever status is asked for', async () => {
      const res = await http.get('/api/product?status=Draft');
      expect(res.status).toBe(200);
      expect(res.body.data.every((p: Product) => p.status === 'Active')).toBe(true);
    });

    it.each([
      ['page=0', /^page: /],
      ['page=two', /^page: /],
      ['limit=1000', /^limit: /],
      ['category=Kids', /^category: /],
      ['status=Deleted&admin=true', /^status: /],
      ['admin=yes', /^admin: /],
      ['page=1&page=2', /^page: /],
      ['search=boot&search=jacket', /^search: /],
      // PostgreSQL cannot hold a NUL in text: the query failed and the caller saw a 500.
      ['search=%00', /^search: must not contain NUL characters$/],
      ['page=1&admin=true&search=chel%00sea', /^search: must not contain NUL characters$/],
    ])('answers 400 naming the bad query value (%s)', async (query, message) => {
      const res = await asAdmin(`/api/product?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
    });
  });

  describe('GET /api/product/:id', () => {
    it('answers the product in the success envelope', async () => {
      const res = await http.get(`/api/product/${ids['Chelsea Boot Brown']}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: PRODUCT_MESSAGES.found,
        data: {
          _id: ids['Chelsea Boot Brown'],
          name: 'Chelsea Boot Brown',
          effectivePrice: 150,
          variants: [{ _id: ids['Chelsea Boot Black'], color: 'Black', colorCode: '#111111' }],
        },
      });
    });

    it.each(['Chelsea Boot Tan', 'Penny Loafer'])(
      'hides a Draft or Inactive product (%s) from shoppers: 404',
      async (name) => {
        for (const headers of [{}, { token: tokenFor(false) }, { token: 'not-a-token' }]) {
          const res = await http.get(`/api/product/${ids[name]}`).set(headers);
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound });
        }
      },
    );

    it('shows an admin a Draft product', async () => {
      const res = await asAdmin(`/api/product/${ids['Chelsea Boot Tan']}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'Draft', viewCount: 0 });
    });

    it('reads a product and its other colours in one statement', async () => {
      if (!catalog.config.DATABASE_URL?.startsWith('postgres')) {
        return console.warn('Statements are counted through a PostgreSQL server; none is in use.');
      }
      const recording = recordStatements();
      let res;
      try {
        res = await asAdmin(`/api/product/${ids['Chelsea Boot Tan']}`);
      } finally {
        recording.stop();
      }

      expect(res.body.data.variants).toEqual([
        { _id: ids['Chelsea Boot Black'], color: 'Black', colorCode: '#111111' },
        { _id: ids['Chelsea Boot Brown'], color: 'Brown', colorCode: '#6b3e26' },
      ]);
      expect(recording.statements.filter((text) => /"model_group"/.test(text))).toHaveLength(1);
    });

    it('treats an invalid token on the product page as no token', async () => {
      const res = await http
        .get(`/api/product/${ids['Oxford 5']}`)
        .set('Authorization', 'Bearer broken');
      expect(res.status).toBe(200);
      expect(res.body.data.name).toBe('Oxford 5');
    });

    it('answers a malformed id with 400 Invalid product id', async () => {
      const res = await http.get('/api/product/not-an-id');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: PRODUCT_MESSAGES.invalidId });
    });

    it('answers an unknown id with 404 Product not found', async () => {
      const res = await http.get('/api/product/3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: PRODUCT_MESSAGES.notFound });
    });
  });
});

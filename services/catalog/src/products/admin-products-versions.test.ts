import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PRODUCT_ADMIN_MESSAGES as M, RPC, type Product } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { useCatalogWithOrderClient } from '../stock/stock-fixtures';
import { adminToken, multipart, shoeFields, type ProductFields } from '../testing/admin-requests';
import { testImage } from '../testing/test-images';
import { products } from './products.table';

// Starts real databases and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(90_000);

/** How long the race's stand-in writer holds the product: both saves reach its lock meanwhile. */
const SLOW_WRITER_MS = 500;

/** The form as the admin opened it: three pairs in EU 41. */
const threePairs = (overrides: ProductFields = {}) =>
  shoeFields({
    sku: '',
    shoeDetails: JSON.stringify({
      style: 'Boots',
      sizes: [{ sizeLabel: 'EU 41', stock: 3, available: true }],
    }),
    ...overrides,
  });

describe('saving a product form opened before the product changed', () => {
  const platform = useCatalogWithOrderClient();
  let http: ReturnType<typeof request>;
  let jpeg: Buffer;
  const admin = () => `Bearer ${adminToken()}`;

  async function addProduct(): Promise<Product> {
    const res = await multipart(
      http.post('/api/product').set('Authorization', admin()),
      threePairs(),
      [{ data: jpeg, name: 'front.jpg' }],
    ).expect(201);
    return res.body.data;
  }
  /** The product as the edit form reads it. */
  async function read(id: string): Promise<Product> {
    const res = await http.get(`/api/product/${id}`).set('Authorization', admin()).expect(200);
    return res.body.data;
  }
  const save = (id: string, fields: ProductFields, ifMatch?: string, images = 0) => {
    const put = http.put(`/api/product/${id}`).set('Authorization', admin());
    if (ifMatch !== undefined) put.set('If-Match', ifMatch);
    return multipart(
      put,
      fields,
      Array.from({ length: images }, (_, i) => ({ data: jpeg, name: `${i}.jpg` })),
    );
  };
  /** An order taking one pair of EU 41, through the order service's reservation call. */
  async function orderOnePair(productId: string): Promise<void> {
    const answer = await platform.client.send(RPC.reserveStock, {
      orderId: randomUUID(),
      lines: [{ productId, size: 'EU 41', quantity: 1 }],
    });
    expect(answer).toMatchObject({ reserved: true });
  }
  const eventCount = async (id: string) =>
    (
      await platform.catalog.db
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->'payload'->>'productId' = ${id}`)
    ).length;
  const storedFiles = () =>
    readdirSync(platform.catalog.config.UPLOADS_DIR, {
      recursive: true,
      withFileTypes: true,
    }).filter((entry) => entry.isFile()).length;

  beforeAll(async () => {
    http = request(platform.catalog.app.getHttpServer());
    jpeg = await testImage('jpeg');
  });

  it('refuses the form as opened once orders took stock, keeping the stock, then saves on the current version', async () => {
    const product = await addProduct();
    const opened = await read(product._id);
    expect(opened.version).toBe(1);

    await orderOnePair(product._id);
    await orderOnePair(product._id);
    const events = await eventCount(product._id);
    const files = storedFiles();

    const stale = await save(
      product._id,
      threePairs({ name: 'Chelsea Boot II', version: String(opened.version) }),
      undefined,
      1,
    );

    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: M.changedSinceOpened });
    const now = await read(product._id);
    expect(now).toMatchObject({ name: 'Chelsea Boot', stockQuantity: 1, version: 3 });
    expect(now.shoeDetails?.sizes).toEqual([{ sizeLabel: 'EU 41', stock: 1, available: true }]);
    expect(now.images).toHaveLength(1);
    expect(await eventCount(product._id)).toBe(events);
    expect(storedFiles()).toBe(files);

    const current = await save(
      product._id,
      shoeFields({
        sku: '',
        name: 'Chelsea Boot II',
        shoeDetails: JSON.stringify({ sizes: [{ sizeLabel: 'EU 41', stock: 1 }] }),
        version: String(now.version),
      }),
    );
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({
      name: 'Chelsea Boot II',
      stockQuantity: 1,
      version: 4,
    });
  });

  it('reads the version from If-Match, quoted or not, and refuses a malformed one', async () => {
    const product = await addProduct();
    await orderOnePair(product._id);

    const stale = await save(product._id, threePairs(), '"1"');
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: M.changedSinceOpened });
    expect((await read(product._id)).stockQuantity).toBe(2);

    const quoted = await save(product._id, threePairs({ name: 'Quoted' }), '"2"');
    expect(quoted.status).toBe(200);
    expect(quoted.body.data).toMatchObject({ name: 'Quoted', version: 3 });
    const bare = await save(product._id, threePairs({ name: 'Bare' }), '3');
    expect(bare.status).toBe(200);
    expect(bare.body.data).toMatchObject({ name: 'Bare', version: 4 });

    const anyVersion = await save(product._id, threePairs({ name: 'Any' }), '*');
    expect(anyVersion.status).toBe(200);
    expect(anyVersion.body.data).toMatchObject({ name: 'Any', version: 5 });

    for (const malformed of ['W/"5"', 'five', '"5", "6"']) {
      const refused = await save(product._id, threePairs({ name: 'Malformed' }), malformed);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: M.ifMatchInvalid });
    }
    const disagreeing = await save(product._id, threePairs({ version: '5' }), '"4"');
    expect(disagreeing.status).toBe(400);
    expect(disagreeing.body).toEqual({ success: false, message: M.versionsDisagree });
    const badField = await save(product._id, threePairs({ version: 'latest' }));
    expect(badField.status).toBe(400);
    expect(badField.body.errors).toEqual([{ msg: M.versionInvalid }]);
    expect(await read(product._id)).toMatchObject({ name: 'Any', version: 5 });
  });

  it('saves without a version or If-Match as before, over whatever changed meanwhile', async () => {
    const product = await addProduct();
    await orderOnePair(product._id);

    const res = await save(product._id, threePairs());

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stockQuantity: 3, version: 3 });
  });

  it('raises the version when an image is removed', async () => {
    const product = await addProduct();
    const res = await http
      .delete(`/api/product/${product._id}/images/${product.images[0]._id}`)
      .set('Authorization', admin())
      .expect(200);
    expect(res.body.data.version).toBe(2);
    const stale = await save(product._id, threePairs({ version: '1' }));
    expect(stale.status).toBe(409);
  });

  it('lets exactly one of two saves of the same version through', async () => {
    const product = await addProduct();
    const events = await eventCount(product._id);

    // A stand-in for a slow writer holds the row, so that both saves are read as current before
    // either writes and only the lock can tell them apart.
    let release!: () => void;
    let holding!: Promise<void>;
    await new Promise<void>((locked) => {
      holding = platform.catalog.db.transaction(async (tx) => {
        await tx.select().from(products).where(eq(products.id, product._id)).for('update');
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
    });
    const saves = Promise.all(
      ['Left Boot', 'Right Boot'].map((name) =>
        save(product._id, threePairs({ name, version: String(product.version) })),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, SLOW_WRITER_MS));
    release();
    await holding;
    const answers = await saves;

    const now = await read(product._id);
    expect(now).toMatchObject({ version: 2, stockQuantity: 3 });
    expect(await eventCount(product._id)).toBe(events + 1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const saved = answers.find((answer) => answer.status === 200)!.body.data as Product;
    expect(now.name).toBe(saved.name);
  });
});

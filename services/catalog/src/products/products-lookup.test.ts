import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { RPC } from '@shop/contracts';
import { RpcClient, RpcModule, ServiceClient } from '@shop/service-kit';
import { createTestApp } from '@shop/service-kit/testing';
import { firstValueFrom } from 'rxjs';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { products, type NewProductRow } from './products.table';

// Starts a real database and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

const oxford: NewProductRow = {
  name: 'Oxford Chestnut',
  category: 'Men',
  subcategory: 'Shoes',
  priceBase: 240,
  priceDiscount: 199,
  stockQuantity: 4,
  shoeDetails: {
    style: 'Formal',
    sizes: [
      { sizeLabel: 'EU 41', available: true, stock: 4 },
      { sizeLabel: 'EU 42', available: false, stock: 0 },
    ],
    materials: [],
  },
  images: [
    { _id: 'side', url: '/uploads/oxford-side.webp', isPrimary: false },
    { _id: 'front', url: '/uploads/oxford-front.webp', isPrimary: true },
  ],
};
const bomber: NewProductRow = {
  name: 'Bomber Jacket',
  category: 'Women',
  subcategory: 'Jackets',
  priceBase: 380,
  brand: 'Leather & Last',
  color: 'Oxblood',
  status: 'Inactive',
  stockQuantity: 2,
  madeToMeasureCharge: 75,
  jacketDetails: {
    material: 'Lambskin',
    season: 'Winter',
    sizes: [{ sizeLabel: 'S', available: true, stock: 2 }],
  },
};

describe('catalog answering rpc.catalog.products.lookup', () => {
  let catalog: CatalogTestApp;
  let order: INestApplication;
  let client: ServiceClient;
  let oxfordId: string;
  let bomberId: string;

  beforeAll(async () => {
    catalog = await startCatalogApp();
    [{ id: oxfordId }, { id: bomberId }] = await catalog.db
      .insert(products)
      .values([oxford, bomber])
      .returning({ id: products.id });
    order = await createTestApp(
      [RpcModule.forRoot({ service: 'order', natsUrl: catalog.config.NATS_URL })],
      { service: 'order' },
    );
    client = order.get(ServiceClient);
  });
  afterAll(async () => {
    await order?.close();
    await catalog?.stop();
  });

  it('answers each product as the catalogue holds it, in the order asked', async () => {
    const answer = await client.send(RPC.lookupProducts, { ids: [bomberId, oxfordId] });

    expect(answer).toEqual({
      products: [
        {
          _id: bomberId,
          name: 'Bomber Jacket',
          status: 'Inactive',
          price: { base: 380, discount: null },
          effectivePrice: 380,
          sizes: [{ sizeLabel: 'S', available: true, stock: 2 }],
          image: null,
          stockQuantity: 2,
          category: 'Women',
          subcategory: 'Jackets',
          brand: 'Leather & Last',
          color: 'Oxblood',
          madeToMeasureCharge: 75,
        },
        {
          _id: oxfordId,
          name: 'Oxford Chestnut',
          status: 'Active',
          price: { base: 240, discount: 199 },
          effectivePrice: 199,
          sizes: oxford.shoeDetails?.sizes,
          image: '/uploads/oxford-front.webp',
          stockQuantity: 4,
          category: 'Men',
          subcategory: 'Shoes',
          brand: '',
          color: '',
          madeToMeasureCharge: null,
        },
      ],
      missing: [],
    });
  });

  it('lists unknown and malformed ids as missing', async () => {
    const unknown = randomUUID();

    await expect(
      client.send(RPC.lookupProducts, { ids: [unknown, oxfordId.toUpperCase(), 'not-an-id'] }),
    ).resolves.toMatchObject({
      products: [{ _id: oxfordId }],
      missing: [unknown, 'not-an-id'],
    });
  });

  it('refuses a lookup of more products than a cart holds with 400', async () => {
    const ids = Array.from({ length: 101 }, () => randomUUID());
    // ServiceClient checks its own requests before sending, so this one goes out raw.
    const raw = new RpcClient({ service: 'order', natsUrl: catalog.config.NATS_URL });
    try {
      const refusal = await firstValueFrom(raw.send(RPC.lookupProducts, { ids })).catch(
        (error: unknown) => error,
      );
      expect(refusal).toEqual({ status: 400, message: expect.stringMatching(/^ids: /) });
    } finally {
      await raw.close();
    }
  });
});

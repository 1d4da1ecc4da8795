// The order service with a real catalog beside it, both on one NATS server: what the order
// tests stand on. The catalog is the catalog service itself, started in this process.
import { randomUUID } from 'node:crypto';
import type { SizeEntry } from '@shop/contracts';
import { outbox } from '@shop/service-kit';
import {
  signTestToken,
  startServiceApp,
  type ServiceAppUnderTest,
  useFixture,
} from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { NewProductRow, ProductRow } from '../../../catalog/src/products/products.table';
import {
  startCatalogApp,
  type CatalogTestApp,
} from '../../../catalog/src/testing/start-catalog-app';
import { AppModule } from '../app.module';
import { loadOrderConfig, SERVICE, type OrderConfig } from '../config';

// The catalog's own: a product put on its shelf and read back, an order's stock reservation.
import { addProduct, productOf } from '../../../catalog/src/stock/stock-fixtures';
export { addProduct, productOf, reservationOf } from '../../../catalog/src/stock/stock-fixtures';
export { address } from '@shop/contracts/testing';

export type OrderTestApp = ServiceAppUnderTest<OrderConfig>;

export interface OrderPlatform {
  catalog: CatalogTestApp;
  order: OrderTestApp;
  /** Calls to the order service's HTTP routes. */
  http: ReturnType<typeof request>;
  /** The events about one order the order service wrote to its outbox. */
  eventsOf(subject: string, orderId: string): Promise<Array<typeof outbox.$inferSelect>>;
  stop(): Promise<void>;
}

export async function startOrderPlatform(
  settings: Record<string, string> = {},
): Promise<OrderPlatform> {
  const catalog = await startCatalogApp();
  const order = await startServiceApp({
    service: SERVICE,
    loadConfig: loadOrderConfig,
    appModule: AppModule,
    settings: {
      NATS_URL: catalog.config.NATS_URL,
      NATS_NAMESPACE: catalog.config.NATS_NAMESPACE,
      ...settings,
    },
  }).catch(async (error: unknown) => {
    await catalog.stop();
    throw error;
  });
  return {
    catalog,
    order,
    http: request(order.app.getHttpServer()),
    eventsOf: async (subject, orderId) =>
      (await order.db.select().from(outbox).where(eq(outbox.subject, subject))).filter(
        (row) => (row.payload as { payload: { orderId: string } }).payload.orderId === orderId,
      ),
    async stop() {
      await order.stop();
      await catalog.stop();
    },
  };
}

/** The platform, started for the tests around it. */
export const useOrderPlatform = (settings: Record<string, string> = {}): OrderPlatform =>
  useFixture(
    () => startOrderPlatform(settings),
    (platform) => platform.stop(),
  );

export const customer = (name = 'Shopper') => {
  const id = randomUUID();
  return {
    id,
    token: signTestToken({ id, email: `${id}@example.com`, name, isAdmin: false }),
  };
};

export const adminToken = () =>
  signTestToken({
    id: randomUUID(),
    email: 'admin@example.com',
    name: 'Admin',
    isAdmin: true,
  });

export const size = (sizeLabel: string, stock: number): SizeEntry => ({
  sizeLabel,
  stock,
  available: true,
});

export function shoe(name: string, priceBase: number, sizes: SizeEntry[]): NewProductRow {
  return {
    name,
    brand: 'Leather & Last',
    category: 'Men',
    subcategory: 'Shoes',
    priceBase,
    stockQuantity: sizes.reduce((sum, entry) => sum + entry.stock, 0),
    shoeDetails: { style: 'Formal', sizes, materials: [] },
    images: [{ _id: 'front', url: `/uploads/${name}.webp`, isPrimary: true }],
  };
}

/** A shoe in one size put on the catalog's shelf: its id. */
export const addShoe = (
  catalog: CatalogTestApp,
  name: string,
  priceBase: number,
  sizeLabel: string,
  stock: number,
): Promise<string> => addProduct(catalog, shoe(name, priceBase, [size(sizeLabel, stock)]));

export function jacket(name: string, priceBase: number, sizes: SizeEntry[], charge: number) {
  return {
    name,
    brand: 'Leather & Last',
    category: 'Women',
    subcategory: 'Jackets',
    priceBase,
    madeToMeasureCharge: charge,
    stockQuantity: sizes.reduce((sum, entry) => sum + entry.stock, 0),
    jacketDetails: { material: 'Lambskin', season: 'Winter', sizes },
  } satisfies NewProductRow;
}

export function stockOf(row: ProductRow, label: string): number | undefined {
  const sizes = row.shoeDetails?.sizes ?? row.jacketDetails?.sizes ?? [];
  return sizes.find((entry) => entry.sizeLabel === label)?.stock;
}

/** The stock of one size of a product, as the catalog has it now. */
export async function stockIn(
  catalog: CatalogTestApp,
  productId: string,
  label: string,
): Promise<number | undefined> {
  return stockOf(await productOf(catalog, productId), label);
}

// Test helpers for the stock feature; imported by its tests only.
import type { INestApplication } from '@nestjs/common';
import { SUBJECTS, type EventEnvelope, type SizeEntry } from '@shop/contracts';
import { outbox, RpcModule, ServiceClient } from '@shop/service-kit';
import { createTestApp, useFixture } from '@shop/service-kit/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { products, type NewProductRow, type ProductRow } from '../products/products.table';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { stockReservations, type StockReservationRow } from './stock-reservations.table';

/** An Active pair of shoes in the given sizes, its stockQuantity their sum. */
export function shoe(name: string, sizes: SizeEntry[], extra: Partial<NewProductRow> = {}) {
  return {
    name,
    category: 'Men',
    subcategory: 'Shoes',
    priceBase: 220,
    stockQuantity: sizes.reduce((sum, size) => sum + size.stock, 0),
    shoeDetails: { style: 'Formal', sizes, materials: [] },
    images: [{ _id: 'front', url: `/uploads/${name}.webp`, isPrimary: true }],
    ...extra,
  } satisfies NewProductRow;
}

export const size = (sizeLabel: string, stock: number, available = true): SizeEntry => ({
  sizeLabel,
  stock,
  available,
});

/** An Active one-size product (a belt) with `stock` on the shelf. */
export function belt(name: string, stock: number, extra: Partial<NewProductRow> = {}) {
  return {
    name,
    category: 'Men',
    subcategory: 'Shoes',
    priceBase: 60,
    stockQuantity: stock,
    ...extra,
  } satisfies NewProductRow;
}

export async function addProduct(catalog: CatalogTestApp, row: NewProductRow): Promise<string> {
  const [{ id }] = await catalog.db.insert(products).values(row).returning({ id: products.id });
  return id;
}

export async function productOf(catalog: CatalogTestApp, id: string): Promise<ProductRow> {
  const [row] = await catalog.db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The stockQuantity each catalog.product.updated written for the product carried, in order. */
export async function stockUpdatesOf(catalog: CatalogTestApp, id: string): Promise<number[]> {
  const rows = await catalog.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      sql`${outbox.subject} = ${SUBJECTS.productUpdated} and ${outbox.payload} -> 'payload' ->> 'productId' = ${id}`,
    )
    .orderBy(asc(outbox.createdAt));
  return rows.map(
    ({ payload }) => (payload as EventEnvelope<{ stockQuantity: number }>).payload.stockQuantity,
  );
}

/** An order's reservation, as the catalog keeps it. */
export async function reservationOf(
  catalog: CatalogTestApp,
  orderId: string,
): Promise<StockReservationRow | undefined> {
  const [row] = await catalog.db
    .select()
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId));
  return row;
}

/** The order service's side of request-reply, asking the catalog under test. */
export async function startOrderClient(
  catalog: CatalogTestApp,
): Promise<{ client: ServiceClient; close(): Promise<void> }> {
  const order: INestApplication = await createTestApp(
    [
      RpcModule.forRoot({
        service: 'order',
        natsUrl: catalog.config.NATS_URL,
        namespace: catalog.config.NATS_NAMESPACE,
        // Fifty reservations at once queue for the same rows; none should time out meanwhile.
        timeoutMs: 30_000,
      }),
    ],
    { service: 'order' },
  );
  return { client: order.get(ServiceClient), close: () => order.close() };
}

export interface CatalogWithOrderClient {
  catalog: CatalogTestApp;
  /** The order service's request-reply client, asking the catalog. */
  client: ServiceClient;
}

/** The catalog, with `settings`, and an order service asking it, for the tests around them. */
export function useCatalogWithOrderClient(
  settings: Record<string, string> = {},
): CatalogWithOrderClient {
  return useFixture(
    async () => {
      const catalog = await startCatalogApp(settings);
      const order = await startOrderClient(catalog).catch(async (error: unknown) => {
        await catalog.stop();
        throw error;
      });
      return {
        catalog,
        client: order.client,
        async stop() {
          await order.close();
          await catalog.stop();
        },
      };
    },
    (platform) => platform.stop(),
  );
}

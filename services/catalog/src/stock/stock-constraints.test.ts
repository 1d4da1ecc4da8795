import { eq, sql } from 'drizzle-orm';
import { products } from '../products/products.table';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { addProduct, belt, productOf, shoe, size } from './stock-fixtures';

// Starts a real database and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(90_000);

/** The stock rules the database keeps itself, whatever code writes (check constraints). */
describe('the catalog database refusing impossible stock', () => {
  let catalog: CatalogTestApp;
  let boots: string;

  beforeAll(async () => {
    catalog = await startCatalogApp();
    boots = await addProduct(catalog, shoe('Jodhpur Boot', [size('EU 42', 2), size('EU 43', 1)]));
  });
  afterAll(() => catalog?.stop());

  const sizesWith = (stock: number) => ({
    style: 'Boots' as const,
    sizes: [size('EU 42', stock), size('EU 43', 1)],
    materials: [],
  });

  it('refuses a size stock below zero, even with a matching total', async () => {
    await expect(
      catalog.db
        .update(products)
        .set({ shoeDetails: sizesWith(-1), stockQuantity: 0 })
        .where(eq(products.id, boots)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('refuses a stockQuantity below zero', async () => {
    const strap = await addProduct(catalog, belt('Braided Belt', 1));
    await expect(
      catalog.db
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} - 2` })
        .where(eq(products.id, strap)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('refuses a stockQuantity that is not the sum of the sizes', async () => {
    await expect(
      catalog.db.update(products).set({ stockQuantity: 5 }).where(eq(products.id, boots)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    await expect(
      catalog.db
        .update(products)
        .set({ shoeDetails: sizesWith(4) })
        .where(eq(products.id, boots)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('accepts sizes and total changed together', async () => {
    await catalog.db
      .update(products)
      .set({ shoeDetails: sizesWith(4), stockQuantity: 5 })
      .where(eq(products.id, boots));
    expect((await productOf(catalog, boots)).stockQuantity).toBe(5);
  });
});

import { productSearchQuerySchema, type ProductSearchParams } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { recordStatements } from '@shop/service-kit/testing';
import { products } from '../products/products.table';
import { facetsGeneration, FacetsInMemory } from './facets-in-memory';
import { facetCountsOnSale } from './postgres-search-index';
import { searchFilters, wantedTypeKeys } from './search-conditions';
import { names, startSearchApi, type SearchApi } from './search-fixture';
import { rowsOf } from './search-terms';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

const BROWSES: ProductSearchParams[] = [
  {},
  { category: ['Men'] },
  { category: ['Men', 'Women'], subcategory: ['Jackets'] },
  { subcategory: ['Shoes'], productType: ['Boots'] },
  { productType: ['Chelsea Boots', 'monk-straps'] },
  { productType: ['Shoes'] },
  { productType: ['Sandals'] },
  { brand: ['arno calzoleria'] },
  { brand: ['VIA CORSA', 'Sartoria Lume'], category: ['Women'] },
  { minPrice: 200 },
  { maxPrice: 200, category: ['Men'] },
  { minPrice: 200, maxPrice: 300, brand: ['Leather & Last'], productType: ['Boots'] },
  { minPrice: 1000 },
  { category: ['Women'], subcategory: ['Jackets'], brand: ['Via Corsa'], minPrice: 100 },
];

describe('the facets of a search without words, counted in memory', () => {
  let api: SearchApi;
  let facets: FacetsInMemory;

  const generation = async () => {
    const [row] = rowsOf<{ generation: string | number }>(
      await api.catalog.db.execute(sql`select ${facetsGeneration} as generation`),
    );
    return String(row.generation);
  };
  /** The copy's counts at the table's generation now, the types' keys read as a search reads them. */
  const inMemory = async (params: ProductSearchParams) => {
    const query = productSearchQuerySchema.parse(params);
    const [row] = rowsOf<{ generation: string | number; type_keys: string[] | null }>(
      await api.catalog.db.execute(
        sql`select ${facetsGeneration} as generation, ${wantedTypeKeys(query.productType)} as type_keys`,
      ),
    );
    return facets.counts(String(row.generation), query, row.type_keys);
  };
  const inDatabase = async (params: ProductSearchParams) =>
    facetCountsOnSale(api.catalog.db, searchFilters(productSearchQuerySchema.parse(params)));

  beforeAll(async () => {
    // The read cache would answer a repeated search without searching.
    api = await startSearchApi({ READ_CACHE: 'false' });
    facets = api.catalog.app.get(FacetsInMemory);
  });
  afterAll(() => api?.catalog.stop());

  it('counts every facet, the total and the price range as the database does', async () => {
    await facets.readAgain();
    for (const params of BROWSES) {
      expect({ params, counts: await inMemory(params) }).toEqual({
        params,
        counts: await inDatabase(params),
      });
    }
  });

  it('counts a change at the next search, whoever wrote it to the table', async () => {
    await facets.readAgain();
    const before = await api.search({ brand: 'Via Corsa' });
    expect(before.pagination.total).toBe(2);

    // Another replica, a seed or an operator: nothing tells this one but the table.
    await api.catalog.db
      .update(products)
      .set({ brand: 'Casa Ferri' })
      .where(eq(products.name, 'Court Sneaker'));
    const after = await api.search({ brand: 'Via Corsa' });
    expect(after.pagination.total).toBe(1);
    expect(after.facets.brand).toContainEqual({ value: 'Casa Ferri', count: 1 });
    // Counted in memory again once the copy is read afresh, with the same answer.
    await facets.readAgain();
    expect(await api.search({ brand: 'Via Corsa' })).toEqual(after);
  });

  it('keeps its copy through stock and view changes, which no facet counts', async () => {
    await facets.readAgain();
    const at = await generation();
    await api.catalog.db
      .update(products)
      .set({
        shoeDetails: {
          style: 'Boots',
          sizes: [{ sizeLabel: 'EU 42', available: true, stock: 3 }],
          materials: [],
        },
        stockQuantity: 3,
        viewCount: 7,
        version: sql`${products.version} + 1`,
      })
      .where(eq(products.name, 'Desert Boot'));
    expect(await generation()).toBe(at);
    await api.catalog.db
      .update(products)
      .set({ priceDiscount: 100 })
      .where(eq(products.name, 'Desert Boot'));
    expect(await generation()).not.toBe(at);
  });

  it('counts two changes written at once by two writers, each raising the generation', async () => {
    await facets.readAgain();
    const at = Number(await generation());
    const rename = (name: string, brand: string) =>
      api.catalog.db.transaction(async (tx) => {
        await tx.update(products).set({ brand }).where(eq(products.name, name));
        // Both transactions hold their product while the other writes its own.
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    await Promise.all([
      rename('Penny Loafer', 'Bottega Orsini'),
      rename('Field Blazer', 'Bottega Orsini'),
    ]);
    expect(Number(await generation())).toBe(at + 2);
    const answer = await api.search({ brand: 'Bottega Orsini' });
    expect(names(answer).sort()).toEqual(['Field Blazer', 'Penny Loafer']);
    await facets.readAgain();
    expect(await api.search({ brand: 'Bottega Orsini' })).toEqual(answer);
  });

  it('asks the database for no facets while its copy is the table as it is', async () => {
    if (!api.catalog.config.DATABASE_URL?.startsWith('postgres')) {
      return console.warn('Statements are counted through a PostgreSQL server; none is in use.');
    }
    await facets.readAgain();
    const recording = recordStatements();
    try {
      const answer = await api.search({ category: 'Men', sortBy: 'low-high' });
      expect(answer.facets.subcategory).toEqual([
        { value: 'Shoes', count: 4 },
        { value: 'Jackets', count: 1 },
      ]);
    } finally {
      recording.stop();
    }
    expect(recording.statements.length).toBeGreaterThan(0);
    expect(recording.statements.filter((text) => /grouping sets/i.test(text))).toEqual([]);
  });
});

import { SEARCH_MESSAGES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type request from 'supertest';
import { products } from '../products/products.table';
import { facetsOfNothing, names, startSearchApi, type SearchApi } from './search-fixture';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

// Long enough for the misspelt searches below on a busy machine, short enough to wait out.
const DEADLINE_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/product/search: the work one search may take', () => {
  let api: SearchApi;

  beforeAll(async () => {
    api = await startSearchApi({ SEARCH_DEADLINE_MS: String(DEADLINE_MS) });
  });
  afterAll(() => api?.catalog.stop());

  /**
   * Keeps every other reader of the products waiting while the search is asked; answers the
   * search's answer and how long before the products were free again it came.
   */
  async function whileProductsLocked(path: string) {
    let answered!: Promise<{ res: request.Response; at: number }>;
    await api.catalog.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${products} in access exclusive mode`);
      answered = api.get(path).then((res) => ({ res, at: Date.now() }));
      await sleep(DEADLINE_MS * 3);
    });
    const released = Date.now();
    const { res, at } = await answered;
    return { res, beforeRelease: released - at };
  }

  it.each([
    ['with words', 'q=chelsea'],
    ['misspelt', 'q=lofer'],
    ['without words', 'category=Men&sortBy=popular'],
  ])(
    'answers 503 saying so when a search %s cannot finish in time, never a 500',
    async (_, query) => {
      const { res, beforeRelease } = await whileProductsLocked(`/api/product/search?${query}`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, message: SEARCH_MESSAGES.tooSlow });
      // At the deadline, not when the database answers again.
      expect(beforeRelease).toBeGreaterThan(DEADLINE_MS);
      // Once the database answers again, so does the search.
      expect((await api.get(`/api/product/search?${query}`)).status).toBe(200);
    },
  );

  it('compares two misspelt words letter by letter and leaves out the ones after them', async () => {
    expect(names(await api.search({ q: 'pennny lofer' }))).toEqual(['Penny Loafer']);
    // 'jaket' would read as Biker Jacket, which is no loafer: left out, it narrows nothing.
    expect(names(await api.search({ q: 'pennny lofer jaket' }))).toEqual(['Penny Loafer']);
  });

  it('counts the facets of misspelt words under every filter but their own', async () => {
    const answer = await api.search({ q: 'lofer', brand: 'Via Corsa' });
    expect(answer.data).toEqual([]);
    expect(answer.pagination.total).toBe(0);
    expect(answer.facets).toEqual(
      // The loafers' brand, as if Via Corsa were not chosen.
      facetsOfNothing({ brand: [{ value: 'Arno Calzoleria', count: 2 }] }),
    );
  });

  it('counts the facets of words spelt right when the filters leave nothing', async () => {
    const answer = await api.search({ q: 'loafer', category: 'Women', maxPrice: 100 });
    expect(answer.pagination.total).toBe(0);
    // Under every filter but the price: the Tassel Loafer, sold at 150.
    expect(answer.facets).toEqual(
      facetsOfNothing({
        subcategory: answer.facets.subcategory,
        productType: answer.facets.productType,
        price: { min: 150, max: 150 },
      }),
    );
  });
});

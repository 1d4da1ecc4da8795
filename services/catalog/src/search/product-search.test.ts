import { SEARCH_MESSAGES } from '@shop/contracts';
import { recordStatements } from '@shop/service-kit/testing';
import { names, NEWEST_FIRST, startSearchApi, type SearchApi } from './search-fixture';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

describe('GET /api/product/search: words, sorts and pages', () => {
  let api: SearchApi;

  beforeAll(async () => {
    api = await startSearchApi();
  });
  afterAll(() => api?.catalog.stop());

  it('answers every Active product, newest first, in the success envelope', async () => {
    const answer = await api.search();
    expect(answer.success).toBe(true);
    expect(answer.message).toBe(SEARCH_MESSAGES.searched);
    expect(names(answer)).toEqual(NEWEST_FIRST);
    expect(answer.pagination).toEqual({ page: 1, pages: 1, total: 9, limit: 24 });
  });

  it('shows each product as the product list does, derived prices included', async () => {
    const answer = await api.search({ q: 'tassel' });
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      name: 'Tassel Loafer',
      price: { base: 190, discount: 150 },
      effectivePrice: 150,
      discountPercent: 21,
      images: [{ _id: 'Tassel Loafer-1', url: '/uploads/Tassel Loafer.webp', isPrimary: true }],
      variants: [],
    });
  });

  it('never finds a Draft or Inactive product', async () => {
    expect(names(await api.search({ q: 'horsebit' }))).toEqual([]);
    expect(names(await api.search({ q: 'chelsea tan' }))).toEqual([]);
    const all = await api.search({ sortBy: 'popular', limit: 48 });
    expect(all.data.every((product) => product.status === 'Active')).toBe(true);
  });

  it('ranks the product named exactly as the query first, a match in the description last', async () => {
    expect(names(await api.search({ q: 'Chelsea Boot' }))).toEqual([
      'Chelsea Boot',
      'Chelsea Boot Suede',
      'Desert Boot',
    ]);
    expect(names(await api.search({ q: 'chelsea' }))).toEqual([
      'Chelsea Boot',
      'Chelsea Boot Suede',
      'Desert Boot',
    ]);
  });

  it('finds the start of a word and any form of it', async () => {
    expect(names(await api.search({ q: 'chel' }))).toContain('Chelsea Boot');
    // The word in the name ranks above the word in the type.
    expect(names(await api.search({ q: 'jackets' }))).toEqual(['Biker Jacket', 'Field Blazer']);
    expect(names(await api.search({ q: 'the loafers' })).sort()).toEqual([
      'Penny Loafer',
      'Tassel Loafer',
    ]);
  });

  it('stems the words in the statement that sets the search up', async () => {
    if (!api.catalog.config.DATABASE_URL?.startsWith('postgres')) {
      return console.warn('Statements are counted through a PostgreSQL server; none is in use.');
    }
    const recording = recordStatements();
    try {
      expect(names(await api.search({ q: 'suede chelsea boots' }))).toEqual(['Chelsea Boot Suede']);
    } finally {
      recording.stop();
    }
    const stemming = recording.statements.filter((text) => /to_tsvector\(/.test(text));
    expect(stemming).toHaveLength(1);
    expect(stemming[0]).toMatch(/set_config\('statement_timeout'/);
  });

  it('forgives a misspelt word', async () => {
    expect(names(await api.search({ q: 'lofer' })).sort()).toEqual([
      'Penny Loafer',
      'Tassel Loafer',
    ]);
    expect(names(await api.search({ q: 'chelsae' })).sort()).toEqual([
      'Chelsea Boot',
      'Chelsea Boot Suede',
    ]);
    expect(names(await api.search({ q: 'chelsae suede' }))).toEqual(['Chelsea Boot Suede']);
    expect(names(await api.search({ q: 'jaket' }))).toEqual(['Biker Jacket']);
  });

  it('does not read a word some product has as a misspelling of another', async () => {
    // 'black' reads as close to 'blazer' as 'lofer' to 'loafer', but the Biker Jacket is black.
    expect(names(await api.search({ q: 'black' }))).toEqual(['Biker Jacket']);
    expect(names(await api.search({ q: 'blazer' }))).toEqual(['Field Blazer']);
  });

  it('needs every word to be found', async () => {
    expect(names(await api.search({ q: 'penny jacket' }))).toEqual([]);
    expect(names(await api.search({ q: 'arno formal' })).sort()).toEqual([
      'Double Monk',
      'Tassel Loafer',
    ]);
  });

  it('sorts by effective price, both ways', async () => {
    const lowHigh = [
      'Court Sneaker',
      'Tassel Loafer',
      'Penny Loafer',
      'Chelsea Boot Suede',
      'Desert Boot',
      'Chelsea Boot',
      'Double Monk',
      'Biker Jacket',
      'Field Blazer',
    ];
    expect(names(await api.search({ sortBy: 'low-high' }))).toEqual(lowHigh);
    expect(names(await api.search({ sortBy: 'high-low' }))).toEqual([...lowHigh].reverse());
  });

  it('sorts by name, newest and popularity', async () => {
    expect(names(await api.search({ sortBy: 'name' }))).toEqual([
      'Biker Jacket',
      'Chelsea Boot',
      'Chelsea Boot Suede',
      'Court Sneaker',
      'Desert Boot',
      'Double Monk',
      'Field Blazer',
      'Penny Loafer',
      'Tassel Loafer',
    ]);
    expect(names(await api.search({ sortBy: 'newest' }))).toEqual(NEWEST_FIRST);
    expect(names(await api.search({ sortBy: 'popular' }))).toEqual([
      'Biker Jacket',
      'Desert Boot',
      'Tassel Loafer',
      'Penny Loafer',
      'Chelsea Boot',
      'Field Blazer',
      'Double Monk',
      'Chelsea Boot Suede',
      'Court Sneaker',
    ]);
  });

  it('sorts the words’ matches too', async () => {
    expect(names(await api.search({ q: 'boot', sortBy: 'low-high' }))).toEqual([
      'Chelsea Boot Suede',
      'Desert Boot',
      'Chelsea Boot',
    ]);
  });

  it('pages the results without overlap and counts the pages', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => api.search({ sortBy: 'popular', limit: 4, page })),
    );
    expect(pages.map((answer) => answer.pagination)).toEqual([
      { page: 1, pages: 3, total: 9, limit: 4 },
      { page: 2, pages: 3, total: 9, limit: 4 },
      { page: 3, pages: 3, total: 9, limit: 4 },
    ]);
    expect(pages.map((answer) => answer.data.length)).toEqual([4, 4, 1]);
    expect(new Set(pages.flatMap(names)).size).toBe(9);

    const past = await api.search({ limit: 4, page: 9 });
    expect(past.data).toEqual([]);
    expect(past.pagination).toEqual({ page: 9, pages: 3, total: 9, limit: 4 });
    expect((await api.search({ limit: 48 })).data).toHaveLength(9);
  });

  it.each([
    ['limit=49', /^limit: /],
    ['limit=0', /^limit: /],
    ['page=0', /^page: /],
    ['minPrice=300&maxPrice=200', new RegExp(`^minPrice: ${SEARCH_MESSAGES.priceRange}$`)],
    ['minPrice=-1', /^minPrice: /],
    ['maxPrice=cheap', /^maxPrice: /],
    ['sortBy=cheapest', /^sortBy: /],
    ['category=Kids', /^category\.0: /],
    ['subcategory=Bags', /^subcategory\.0: /],
    [`q=${'x'.repeat(101)}`, /^q: /],
    ['q=boot%00', /^q: must not contain NUL characters$/],
  ])('answers 400 naming the bad query value (%s)', async (query, message) => {
    const res = await api.get(`/api/product/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });

  it('still answers a product by id beside the search route', async () => {
    const [first] = (await api.search({ q: 'desert' })).data;
    const res = await api.get(`/api/product/${first._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Desert Boot');
  });
});

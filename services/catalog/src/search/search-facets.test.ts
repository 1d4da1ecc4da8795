import { facetsOfNothing, names, startSearchApi, type SearchApi } from './search-fixture';

// Starts real databases (and NATS); the embedded engine alone takes seconds to boot.
jest.setTimeout(60_000);

const sorted = (list: string[]) => [...list].sort();

describe('GET /api/product/search: filters and facets', () => {
  let api: SearchApi;

  beforeAll(async () => {
    api = await startSearchApi();
  });
  afterAll(() => api?.catalog.stop());

  it('filters by category and subcategory, several values being alternatives', async () => {
    expect(sorted(names(await api.search({ category: 'Women', subcategory: 'Shoes' })))).toEqual([
      'Chelsea Boot Suede',
      'Court Sneaker',
      'Tassel Loafer',
    ]);
    const both = await api.search({ category: ['Men', 'Women'], subcategory: 'Jackets' });
    expect(sorted(names(both))).toEqual(['Biker Jacket', 'Field Blazer']);
    expect((await api.search({ category: 'Men,Women' })).pagination.total).toBe(9);
  });

  it('filters by product type as the sidebar names it', async () => {
    expect(sorted(names(await api.search({ productType: 'Boots' })))).toEqual([
      'Chelsea Boot',
      'Chelsea Boot Suede',
      'Desert Boot',
    ]);
    expect(sorted(names(await api.search({ productType: 'Chelsea Boots' })))).toEqual([
      'Chelsea Boot',
      'Chelsea Boot Suede',
    ]);
    expect(names(await api.search({ productType: 'monk-straps' }))).toEqual(['Double Monk']);
    expect(names(await api.search({ productType: 'Monk Strap' }))).toEqual(['Double Monk']);
    expect(sorted(names(await api.search({ productType: ['Loafers', 'Jackets'] })))).toEqual([
      'Biker Jacket',
      'Field Blazer',
      'Penny Loafer',
      'Tassel Loafer',
    ]);
    // No type and style Other: the subcategory is its type.
    expect(names(await api.search({ productType: 'Shoes' }))).toEqual(['Court Sneaker']);
    expect(names(await api.search({ productType: 'Sandals' }))).toEqual([]);
  });

  it('filters by brand whatever its case', async () => {
    expect(sorted(names(await api.search({ brand: 'arno calzoleria' })))).toEqual([
      'Double Monk',
      'Penny Loafer',
      'Tassel Loafer',
    ]);
    expect(sorted(names(await api.search({ brand: ['VIA CORSA', 'Sartoria Lume'] })))).toEqual([
      'Biker Jacket',
      'Court Sneaker',
      'Desert Boot',
      'Field Blazer',
    ]);
  });

  it('bounds the effective price, a missing bound being open', async () => {
    const from300 = await api.search({ minPrice: 300, sortBy: 'low-high' });
    expect(names(from300)).toEqual(['Chelsea Boot', 'Double Monk', 'Biker Jacket', 'Field Blazer']);
    // The discounted price counts: the Chelsea Boot Suede is 250, sold at 200.
    const upTo200 = await api.search({ maxPrice: 200, sortBy: 'low-high' });
    expect(names(upTo200)).toEqual([
      'Court Sneaker',
      'Tassel Loafer',
      'Penny Loafer',
      'Chelsea Boot Suede',
    ]);
    const between = await api.search({ minPrice: 200, maxPrice: 300, sortBy: 'low-high' });
    expect(names(between)).toEqual(['Chelsea Boot Suede', 'Desert Boot', 'Chelsea Boot']);
    // A discount of 0 is no discount: the Double Monk costs its base price.
    expect(names(await api.search({ minPrice: 320, maxPrice: 320 }))).toEqual(['Double Monk']);
    const blank = await api.search({ minPrice: '', maxPrice: '' });
    expect(blank.pagination.total).toBe(9);
  });

  it('narrows by every filter and the words at once', async () => {
    const answer = await api.search({
      q: 'boot',
      category: 'Men',
      productType: 'Boots',
      brand: 'Leather & Last',
      maxPrice: 300,
    });
    expect(names(answer)).toEqual(['Chelsea Boot']);
    expect(answer.pagination).toEqual({ page: 1, pages: 1, total: 1, limit: 24 });
  });

  it('counts every group of the whole collection with no filter', async () => {
    const { facets } = await api.search();
    expect(facets).toEqual({
      category: [
        { value: 'Men', count: 5 },
        { value: 'Women', count: 4 },
      ],
      subcategory: [
        { value: 'Shoes', count: 7 },
        { value: 'Jackets', count: 2 },
      ],
      productType: [
        { value: 'Boots', count: 1 },
        { value: 'Chelsea Boots', count: 2 },
        { value: 'Jackets', count: 2 },
        { value: 'Loafers', count: 2 },
        { value: 'Monk Straps', count: 1 },
        { value: 'Shoes', count: 1 },
      ],
      brand: [
        { value: 'Arno Calzoleria', count: 3 },
        { value: 'Leather & Last', count: 2 },
        { value: 'Sartoria Lume', count: 2 },
        { value: 'Via Corsa', count: 2 },
      ],
      price: { min: 120, max: 480 },
    });
  });

  it('counts each group under every filter but its own', async () => {
    const answer = await api.search({ category: 'Women', brand: 'Arno Calzoleria' });
    expect(names(answer)).toEqual(['Tassel Loafer']);
    expect(answer.facets).toEqual({
      // Arno Calzoleria in either category: choosing Men too would add two.
      category: [
        { value: 'Men', count: 2 },
        { value: 'Women', count: 1 },
      ],
      subcategory: [
        { value: 'Shoes', count: 1 },
        { value: 'Jackets', count: 0 },
      ],
      productType: [{ value: 'Loafers', count: 1 }],
      // Every brand of Women's products.
      brand: [
        { value: 'Arno Calzoleria', count: 1 },
        { value: 'Leather & Last', count: 1 },
        { value: 'Sartoria Lume', count: 1 },
        { value: 'Via Corsa', count: 1 },
      ],
      price: { min: 150, max: 150 },
    });
  });

  it('counts types under the price bounds and the price range under the type', async () => {
    const answer = await api.search({ productType: 'Boots', minPrice: 210 });
    expect(sorted(names(answer))).toEqual(['Chelsea Boot', 'Desert Boot']);
    expect(answer.facets.productType).toEqual([
      { value: 'Boots', count: 1 },
      { value: 'Chelsea Boots', count: 1 },
      { value: 'Jackets', count: 2 },
      { value: 'Monk Straps', count: 1 },
    ]);
    expect(answer.facets.subcategory).toEqual([
      { value: 'Shoes', count: 2 },
      { value: 'Jackets', count: 0 },
    ]);
    // Every boot, whatever its price: the Chelsea Boot Suede at 200 to the Chelsea Boot at 300.
    expect(answer.facets.price).toEqual({ min: 200, max: 300 });
  });

  it('counts only what the words find, and nothing when they find nothing', async () => {
    const loafers = await api.search({ q: 'loafer', category: 'Men' });
    expect(loafers.facets.category).toEqual([
      { value: 'Men', count: 1 },
      { value: 'Women', count: 1 },
    ]);
    expect(loafers.facets.brand).toEqual([{ value: 'Arno Calzoleria', count: 1 }]);

    const nothing = await api.search({ q: 'umbrella' });
    expect(nothing.data).toEqual([]);
    expect(nothing.pagination).toEqual({ page: 1, pages: 0, total: 0, limit: 24 });
    expect(nothing.facets).toEqual(facetsOfNothing());
  });
});

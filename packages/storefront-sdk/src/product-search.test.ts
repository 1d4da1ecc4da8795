import { productFixture } from '@shop/contracts/testing';
import { configureApi } from './api-client';
import { ApiError } from './api-error';
import { INVALID_PRODUCT_LIST, searchProducts } from './product-search';

const oxford = productFixture({
  _id: 'p-oxford',
  name: 'Siena Cap-Toe Oxford',
  price: { base: 320, discount: 256 },
});

/** A fake of the browser's fetch answering with `body` (jsdom has no Response). */
function answer(body: unknown) {
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    statusText: '',
    text: async () => JSON.stringify(body),
  });
}

/** One page of a search answer holding `data`, as the catalog sends it. */
function page(data: unknown[]) {
  return {
    success: true,
    data,
    pagination: { page: 1, pages: 1, total: data.length, limit: 24 },
    facets: {
      category: [],
      subcategory: [],
      productType: [],
      brand: [],
      price: { min: null, max: null },
    },
  };
}

beforeEach(() => configureApi({ baseUrl: 'http://api.test' }));

describe('searchProducts', () => {
  it('returns the products of an answer that keeps the contract', async () => {
    const { pagination, facets } = page([oxford]);
    answer(page([oxford]));
    await expect(searchProducts({ q: 'oxford' })).resolves.toEqual({
      data: [oxford],
      pagination,
      facets,
    });
  });

  it('refuses a product the contract does not allow, outside production', async () => {
    answer(page([{ ...oxford, price: 320 }]));
    const error = await searchProducts({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'format', message: INVALID_PRODUCT_LIST });
  });

  it('refuses an answer without a product list', async () => {
    answer({ success: true, message: 'Nothing here' });
    await expect(searchProducts({})).rejects.toMatchObject({
      kind: 'format',
      message: INVALID_PRODUCT_LIST,
    });
  });

  it('refuses an answer without a product list in a production build, which checks no contract', async () => {
    let productionSearch: typeof searchProducts = searchProducts;
    const testEnvironment = process.env.NODE_ENV;
    jest.isolateModules(() => {
      process.env.NODE_ENV = 'production';
      productionSearch =
        jest.requireActual<typeof import('./product-search')>('./product-search').searchProducts;
    });
    process.env.NODE_ENV = testEnvironment;
    answer({ success: true, message: 'Nothing here' });
    await expect(productionSearch({})).rejects.toMatchObject({
      kind: 'format',
      message: 'Nothing here',
    });
    // The contract is not checked there: a product it refuses goes through.
    answer(page([{ ...oxford, price: 320 }]));
    await expect(productionSearch({})).resolves.toMatchObject({ data: [{ price: 320 }] });
  });
});

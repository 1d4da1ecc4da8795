import { discountPercent, effectivePrice, productSchema } from '@shop/contracts';
import { configureApi } from './api-client';
import { ApiError } from './api-error';
import { fetchProductList, INVALID_PRODUCT_LIST } from './product-list';

const price = { base: 320, discount: 256 };
const oxford = productSchema.parse({
  _id: 'p-oxford',
  name: 'Siena Cap-Toe Oxford',
  brand: 'Leather & Last',
  category: 'Men',
  subcategory: 'Shoes',
  description: 'Hand-finished Italian calfskin.',
  features: [],
  status: 'Active',
  price,
  effectivePrice: effectivePrice(price),
  discountPercent: discountPercent(price),
  images: [],
  stockQuantity: 12,
  viewCount: 0,
  purchaseCount: 0,
  createdAt: '2025-01-10T00:00:00.000Z',
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

beforeEach(() => configureApi({ baseUrl: 'http://api.test' }));

describe('fetchProductList', () => {
  it('returns the products of an answer that keeps the contract', async () => {
    answer({ success: true, data: [oxford] });
    await expect(fetchProductList()).resolves.toEqual([oxford]);
  });

  it('refuses a product the contract does not allow, outside production', async () => {
    answer({ success: true, data: [{ ...oxford, price: 320 }] });
    const error = await fetchProductList().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'format', message: INVALID_PRODUCT_LIST });
  });

  it('refuses an answer without a product list', async () => {
    answer({ success: true, message: 'Nothing here' });
    await expect(fetchProductList()).rejects.toMatchObject({
      kind: 'format',
      message: 'Nothing here',
    });
  });
});

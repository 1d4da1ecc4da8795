import type { Reply } from '@shop/storefront-sdk/testing';

export { TEST_API_BASE, fakeApi, type Reply, type Route } from '@shop/storefront-sdk/testing';

export const productList = (products: unknown[]): Reply => ({
  body: { success: true, message: 'Products fetched successfully', data: products },
});

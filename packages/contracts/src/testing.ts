// Fixtures that the tests of the frontends and of the services share (imported as
// '@shop/contracts/testing'; never part of an app).
import type { DeliveryAddress } from './order-api';
import { discountPercent, effectivePrice } from './price';
import { productSchema, type Product } from './product';

/** A complete delivery address, as the checkout form sends it. */
export const address: DeliveryAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  street: '12 Analytical Row',
  city: 'London',
  state: 'Greater London',
  zipcode: 'N1 9GU',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
};

/**
 * A product as GET /api/product returns it, with overrides, built through the contract's schema so
 * that a product the server could not send fails the test. The derived prices follow the
 * contract's rule unless given.
 */
export function productFixture(
  overrides: Partial<Product> & { _id: string; name: string },
): Product {
  const price = overrides.price ?? { base: 300, discount: null };
  return productSchema.parse({
    brand: 'Leather & Last',
    category: 'Men',
    subcategory: 'Shoes',
    description: 'Hand-finished Italian calfskin.',
    features: ['Full-grain leather', 'Leather sole'],
    status: 'Active',
    price,
    effectivePrice: effectivePrice(price),
    discountPercent: discountPercent(price),
    images: [
      { _id: `${overrides._id}-img`, url: `/uploads/${overrides._id}.jpg`, isPrimary: true },
    ],
    stockQuantity: 10,
    viewCount: 0,
    purchaseCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  });
}

import { signTestToken } from '@shop/service-kit/testing';
import type { Test } from 'supertest';

export const adminToken = () =>
  signTestToken({ id: 'admin-1', email: 'admin@example.com', name: 'Admin', isAdmin: true });
export const customerToken = () =>
  signTestToken({ id: 'shopper-1', email: 'shopper@example.com', name: 'Shopper', isAdmin: false });

/**
 * The fields of the back office's product form, as it sends them
 * (docs/product/api-and-errors.md#back-office-calls).
 */
export type ProductFields = Record<string, string>;

export const shoeFields = (overrides: ProductFields = {}): ProductFields => ({
  name: 'Chelsea Boot',
  description: 'Hand-lasted Chelsea boot in waxed calf.',
  brand: 'Leather & Last',
  category: 'Men',
  subcategory: 'Shoes',
  status: 'Active',
  sku: 'cb-100',
  price: JSON.stringify({ base: 240, discount: 199.5 }),
  shoeDetails: JSON.stringify({
    style: 'Boots',
    sizes: [
      { sizeLabel: 'EU 41', stock: 3, available: true },
      { sizeLabel: 'EU 42', stock: '4', available: true },
    ],
    materials: [
      { leatherType: 'Calf', soleMaterial: 'Leather', colorName: 'Black', colorCode: '#111111' },
      { leatherType: '', soleMaterial: '', colorName: '', colorCode: '#000000' },
    ],
  }),
  ...overrides,
});

export const jacketFields = (overrides: ProductFields = {}): ProductFields => ({
  name: 'Biker Jacket',
  description: 'Lambskin biker jacket.',
  brand: 'Leather & Last',
  category: 'Women',
  subcategory: 'Jackets',
  status: 'Active',
  sku: '',
  price: JSON.stringify({ base: 450 }),
  jacketDetails: JSON.stringify({
    material: 'Lambskin',
    season: 'Fall',
    sizes: [
      { sizeLabel: 'S', stock: 2, available: true },
      { sizeLabel: 'M', stock: 5, available: true },
    ],
  }),
  ...overrides,
});

/** A multipart request carrying the form's fields and images, as the browser's FormData. */
export function multipart(
  request: Test,
  fields: ProductFields,
  images: Array<{ data: Buffer; name: string }> = [],
): Test {
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  for (const image of images) request.attach('images', image.data, image.name);
  return request;
}

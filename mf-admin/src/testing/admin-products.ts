// Test data for the product screens (never part of a build).
import type { Product } from '@shop/contracts';
import { productFixture } from '@shop/contracts/testing';

/** A product as GET /api/product answers it (checked against the contract). */
export function adminProduct(overrides: Partial<Product> & { _id: string; name: string }): Product {
  const price = overrides.price ?? { base: 180, discount: 150 };
  return productFixture({
    description: 'Goodyear-welted calfskin oxford.',
    features: [],
    sku: 'OX-1',
    images: [
      { _id: `${overrides._id}-a`, url: '/uploads/a.jpg', isPrimary: true },
      { _id: `${overrides._id}-b`, url: '/uploads/b.jpg', isPrimary: false },
    ],
    stockQuantity: 7,
    shoeDetails: {
      style: 'Formal',
      sizes: [
        { sizeLabel: 'EU 41', stock: 3, available: true },
        { sizeLabel: 'EU 42', stock: 4, available: true },
      ],
      materials: [
        {
          leatherType: 'Calfskin',
          soleMaterial: 'Leather',
          colorName: 'Chestnut',
          colorCode: '#7b3f00',
        },
      ],
    },
    ...overrides,
    price,
  });
}

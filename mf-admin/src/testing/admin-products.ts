// Test data for the product screens (never part of a build).
import { discountPercent, effectivePrice, productSchema, type Product } from '@shop/contracts';

/** A product as GET /api/product answers it (checked against the contract). */
export function adminProduct(overrides: Partial<Product> & { _id: string; name: string }): Product {
  const price = overrides.price ?? { base: 180, discount: 150 };
  return productSchema.parse({
    brand: 'Leather & Last',
    category: 'Men',
    subcategory: 'Shoes',
    description: 'Goodyear-welted calfskin oxford.',
    features: [],
    sku: 'OX-1',
    status: 'Active',
    images: [
      { _id: `${overrides._id}-a`, url: '/uploads/a.jpg', isPrimary: true },
      { _id: `${overrides._id}-b`, url: '/uploads/b.jpg', isPrimary: false },
    ],
    stockQuantity: 7,
    viewCount: 0,
    purchaseCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    version: 1,
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
    effectivePrice: effectivePrice(price),
    discountPercent: discountPercent(price),
  });
}

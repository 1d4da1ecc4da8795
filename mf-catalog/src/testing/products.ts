import { productFixture } from '@shop/contracts/testing';

const shoeSizes = (entries: Array<[string, boolean, number]>) =>
  entries.map(([sizeLabel, available, stock]) => ({ sizeLabel, available, stock }));

export const OXFORD = productFixture({
  _id: 'p-oxford',
  name: 'Siena Cap-Toe Oxford',
  productType: 'Oxfords',
  price: { base: 320, discount: 256 },
  stockQuantity: 12,
  viewCount: 340,
  purchaseCount: 21,
  createdAt: '2025-01-10T00:00:00.000Z',
  color: 'Cognac',
  images: [
    { _id: 'i2', url: '/uploads/oxford-side.jpg', isPrimary: false },
    { _id: 'i1', url: '/uploads/oxford-front.jpg', isPrimary: true },
  ],
  shoeDetails: {
    style: 'Formal',
    sizes: shoeSizes([
      ['EU 41', true, 3],
      ['EU 42', true, 5],
      ['EU 43', false, 4],
      ['EU 44', true, 0],
    ]),
    materials: [
      {
        leatherType: 'Calfskin',
        soleMaterial: 'Leather',
        colorName: 'Cognac',
        colorCode: '#8a4a25',
      },
    ],
  },
});

export const CHELSEA = productFixture({
  _id: 'p-chelsea',
  name: 'Firenze Chelsea Boot',
  productType: 'Chelsea Boots',
  price: { base: 380 },
  viewCount: 900,
  createdAt: '2025-03-01T00:00:00.000Z',
  color: 'Cognac',
  variants: [
    { _id: 'p-chelsea', color: 'Cognac', colorCode: '#8a4a25' },
    { _id: 'p-chelsea-black', color: 'Black', colorCode: '#111111' },
  ],
  shoeDetails: { style: 'Boots', sizes: shoeSizes([['EU 42', true, 4]]), materials: [] },
});

export const LOAFER = productFixture({
  _id: 'p-loafer',
  name: 'Amalfi Penny Loafer',
  category: 'Women',
  productType: 'Loafers',
  price: { base: 260 },
  viewCount: 120,
  createdAt: '2024-11-01T00:00:00.000Z',
  shoeDetails: { style: 'Casual', sizes: shoeSizes([['EU 39', true, 2]]), materials: [] },
});

export const BIKER = productFixture({
  _id: 'p-biker',
  name: 'Roma Biker Jacket',
  subcategory: 'Jackets',
  productType: 'Biker Jacket',
  price: { base: 690, discount: 590 },
  viewCount: 500,
  createdAt: '2025-02-01T00:00:00.000Z',
  additionalCharges: { madeToMeasure: 120 },
  jacketDetails: {
    material: 'Lambskin',
    season: 'All Season',
    sizes: [
      { sizeLabel: 'S', available: true, stock: 2 },
      { sizeLabel: 'M', available: true, stock: 3 },
    ],
  },
});

export const TRENCH = productFixture({
  _id: 'p-trench',
  name: 'Milano Leather Trench Coat',
  category: 'Women',
  subcategory: 'Jackets',
  productType: 'Trench Coat',
  price: { base: 820 },
  viewCount: 60,
  createdAt: '2024-12-01T00:00:00.000Z',
});

export const GILET = productFixture({
  _id: 'p-gilet',
  name: 'Shearling Gilet',
  category: 'Women',
  subcategory: 'Jackets',
  productType: 'Gilet',
  price: { base: 450 },
  viewCount: 30,
  createdAt: '2024-10-01T00:00:00.000Z',
});

export const MONK = productFixture({
  _id: 'p-monk',
  name: 'Venezia Double Monk Strap',
  productType: 'Monk Straps',
  price: { base: 340 },
  stockQuantity: 0,
  viewCount: 80,
  createdAt: '2024-09-01T00:00:00.000Z',
  shoeDetails: { style: 'Formal', sizes: shoeSizes([['EU 42', false, 0]]), materials: [] },
});

export const CATALOGUE = [OXFORD, CHELSEA, LOAFER, BIKER, TRENCH, GILET, MONK];

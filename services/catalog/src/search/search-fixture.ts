import type { ProductSearchResponse } from '@shop/contracts';
import { productSearchResponseSchema } from '@shop/contracts';
import request from 'supertest';
import { products, type NewProductRow } from '../products/products.table';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 1);

interface Fixture {
  name: string;
  category: NewProductRow['category'];
  subcategory: NewProductRow['subcategory'];
  productType?: string;
  style?: 'Casual' | 'Formal' | 'Boots' | 'Other';
  brand: string;
  base: number;
  discount?: number;
  views: number;
  status?: NewProductRow['status'];
  description?: string;
  color?: string;
}

/**
 * A small collection where every filter, sort and facet has a known answer. Listed oldest first;
 * effective prices: Court Sneaker 120, Tassel Loafer 150, Penny Loafer 180, Chelsea Boot Suede
 * 200, Desert Boot 220, Chelsea Boot 300, Double Monk 320, Biker Jacket 450, Field Blazer 480.
 */
// prettier-ignore
const COLLECTION: Fixture[] = [
  { name: 'Chelsea Boot', category: 'Men', subcategory: 'Shoes', productType: 'Chelsea Boots', style: 'Boots', brand: 'Leather & Last', base: 300, views: 50 },
  { name: 'Chelsea Boot Suede', category: 'Women', subcategory: 'Shoes', productType: 'Chelsea Boots', style: 'Boots', brand: 'Leather & Last', base: 250, discount: 200, views: 10 },
  { name: 'Desert Boot', category: 'Men', subcategory: 'Shoes', style: 'Boots', brand: 'Via Corsa', base: 220, views: 500, description: 'Pairs as easily with chinos as a chelsea boot does.' },
  { name: 'Penny Loafer', category: 'Men', subcategory: 'Shoes', productType: 'loafers', style: 'Casual', brand: 'Arno Calzoleria', base: 180, views: 80 },
  { name: 'Tassel Loafer', category: 'Women', subcategory: 'Shoes', productType: 'loafers', style: 'Formal', brand: 'Arno Calzoleria', base: 190, discount: 150, views: 300 },
  { name: 'Double Monk', category: 'Men', subcategory: 'Shoes', productType: 'monk-straps', style: 'Formal', brand: 'Arno Calzoleria', base: 320, discount: 0, views: 20 },
  { name: 'Court Sneaker', category: 'Women', subcategory: 'Shoes', style: 'Other', brand: 'Via Corsa', base: 120, views: 5 },
  { name: 'Biker Jacket', category: 'Women', subcategory: 'Jackets', brand: 'Sartoria Lume', base: 450, views: 900, color: 'Black' },
  { name: 'Field Blazer', category: 'Men', subcategory: 'Jackets', productType: 'Jackets', brand: 'Sartoria Lume', base: 520, discount: 480, views: 40 },
  { name: 'Chelsea Boot Tan', category: 'Men', subcategory: 'Shoes', productType: 'Chelsea Boots', style: 'Boots', brand: 'Leather & Last', base: 90, views: 9999, status: 'Draft' },
  { name: 'Horsebit Loafer', category: 'Men', subcategory: 'Shoes', productType: 'loafers', style: 'Casual', brand: 'Arno Calzoleria', base: 90, views: 9999, status: 'Inactive' },
];

/** The Active products, as `newest` lists them. */
export const NEWEST_FIRST = COLLECTION.filter((item) => !item.status)
  .map((item) => item.name)
  .reverse();

function toRow(item: Fixture, index: number): NewProductRow {
  const at = new Date(START + index * HOUR);
  const sizes = [{ sizeLabel: 'EU 42', available: true, stock: 4 }];
  return {
    name: item.name,
    brand: item.brand,
    category: item.category,
    subcategory: item.subcategory,
    productType: item.productType ?? null,
    description: item.description ?? `${item.name}, made by hand.`,
    color: item.color ?? null,
    status: item.status ?? 'Active',
    priceBase: item.base,
    priceDiscount: item.discount ?? null,
    stockQuantity: 4,
    viewCount: item.views,
    shoeDetails: item.style ? { style: item.style, sizes, materials: [] } : null,
    jacketDetails: item.style ? null : { material: 'Lambskin', season: 'Fall', sizes },
    images: [{ _id: `${item.name}-1`, url: `/uploads/${item.name}.webp`, isPrimary: true }],
    createdAt: at,
    updatedAt: at,
  };
}

export interface SearchApi {
  catalog: CatalogTestApp;
  /** GET /api/product/search with these query values; the answer checked against the contract. */
  search(query?: Record<string, string | number | string[]>): Promise<ProductSearchResponse>;
  /** The raw answer, for refusals. */
  get(path: string): request.Test;
}

/** The catalog service with the collection above, and these settings. */
export async function startSearchApi(settings: Record<string, string> = {}): Promise<SearchApi> {
  const catalog = await startCatalogApp(settings);
  await catalog.db.insert(products).values(COLLECTION.map(toRow));
  const http = request(catalog.app.getHttpServer());
  return {
    catalog,
    get: (path) => http.get(path),
    async search(query = {}) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
      }
      const res = await http.get(`/api/product/search?${params}`);
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
      return productSearchResponseSchema.parse(res.body);
    },
  };
}

export const names = (answer: ProductSearchResponse) => answer.data.map((product) => product.name);

/** The facets of a search nothing matches, with what `counted` says it still counts. */
export const facetsOfNothing = (counted: Partial<ProductSearchResponse['facets']> = {}) => ({
  category: [
    { value: 'Men', count: 0 },
    { value: 'Women', count: 0 },
  ],
  subcategory: [
    { value: 'Shoes', count: 0 },
    { value: 'Jackets', count: 0 },
  ],
  productType: [],
  brand: [],
  price: { min: null, max: null },
  ...counted,
});

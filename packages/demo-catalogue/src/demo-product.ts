import type { Product } from '@shop/contracts';

/** One rendered image of a demo product: files in the build's images folder. */
export interface DemoImage {
  fileName: string;
  /** Its product-card variant, rendered beside it. */
  cardFileName: string;
  altText: string;
}

/** A product as the catalog service seeds it on first start, its images already rendered. */
export type DemoProduct = Pick<
  Product,
  | 'name'
  | 'brand'
  | 'category'
  | 'subcategory'
  | 'description'
  | 'features'
  | 'status'
  | 'stockQuantity'
  | 'viewCount'
  | 'purchaseCount'
  | 'shoeDetails'
  | 'jacketDetails'
  | 'additionalCharges'
> & {
  productType: string;
  color: string;
  colorCode: string;
  sku: string;
  price: { base: number; discount: number | null };
  /** Colour variants of one model share this. */
  modelGroup: string;
  /** How long before the seed date the product was added, so 'newest' has something to sort. */
  createdDaysAgo: number;
  images: DemoImage[];
};

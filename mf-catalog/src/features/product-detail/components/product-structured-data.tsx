import type { Product } from '@shop/contracts';
import { usePageOrigin } from '@shop/storefront-sdk';
import { productHref } from '../../shared/components/product-tile';
import { jsonForScript, productStructuredData } from '../utils/product-structured-data';

/** The product as schema.org structured data, in a JSON-LD script beside what the page shows. */
export function ProductStructuredData({ product }: { product: Product }) {
  const pageUrl = new URL(productHref(product._id), usePageOrigin()).href;
  return (
    <script
      type="application/ld+json"
      // Data, not code: escaped by jsonForScript so no product text can end the element.
      dangerouslySetInnerHTML={{ __html: jsonForScript(productStructuredData(product, pageUrl)) }}
    />
  );
}

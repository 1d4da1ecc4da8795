import type { Product } from '@shop/contracts';
import { PLACEHOLDER_IMAGE, SHOP_NAME, productImageUrls, roundMoney } from '@shop/storefront-sdk';
import { isPurchasable } from '../../shared/utils/product-rules';

/** Every price the shop charges is in US dollars (PayPal and cash on delivery alike). */
const OFFER_CURRENCY = 'USD';

/**
 * schema.org Product for a product page (what search engines read as a rich result): its name,
 * pictures, description, sku, brand, and one offer in USD whose availability follows the rule
 * that decides whether it can be bought. `pageUrl` and the pictures are absolute addresses.
 */
export function productStructuredData(product: Product, pageUrl: string) {
  const images = productImageUrls(product)
    .filter((url) => url !== PLACEHOLDER_IMAGE)
    .map((url) => new URL(url, pageUrl).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(images.length > 0 && { image: images }),
    description: product.description,
    sku: product.sku || product._id,
    productID: product._id,
    brand: { '@type': 'Brand', name: product.brand || SHOP_NAME },
    ...(product.color && { color: product.color }),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: roundMoney(product.effectivePrice).toFixed(2),
      priceCurrency: OFFER_CURRENCY,
      availability: isPurchasable(product)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped, so no text of the product can
 * close the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

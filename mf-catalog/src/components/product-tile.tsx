import type { Product } from '@shop/contracts';
import { ProductCard } from '@shop/ui';
import { PLACEHOLDER_IMAGE, alternativeImageUrl, productImageUrls } from '@shop/storefront-sdk';
import { useNavigate } from 'react-router-dom';
import { isPurchasable } from '../lib/product-rules';

export function productHref(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/** A product in a grid: picture, brand, name and price, opening its page. */
export function ProductTile({ product }: { product: Product }) {
  const navigate = useNavigate();
  const [imageUrl, secondImageUrl] = productImageUrls(product, { card: true });
  const percent = product.discountPercent;
  const badge = !isPurchasable(product) ? 'Sold out' : percent > 0 ? `-${percent}%` : undefined;

  return (
    <ProductCard
      href={productHref(product._id)}
      name={product.name}
      brand={product.brand}
      imageUrl={imageUrl}
      fallbackImageUrl={alternativeImageUrl(imageUrl)}
      placeholderUrl={PLACEHOLDER_IMAGE}
      hoverImageUrl={secondImageUrl}
      base={product.price.base}
      paid={product.effectivePrice}
      badge={badge}
      onNavigate={navigate}
    />
  );
}

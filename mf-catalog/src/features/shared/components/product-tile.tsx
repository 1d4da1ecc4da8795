import type { Product } from '@shop/contracts';
import { ProductCard } from '@shop/ui';
import {
  PLACEHOLDER_IMAGE,
  PRODUCT_TILE_SIZES,
  alternativeImageUrl,
  productImageSources,
} from '@shop/storefront-sdk';
import { useNavigate } from 'react-router-dom';
import { isPurchasable } from '../utils/product-rules';

export function productHref(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

export interface ProductTileProps {
  product: Product;
  /** In the first screen: its picture is fetched at once, ahead of the others. */
  priority?: boolean;
}

/** A product in a grid: picture, brand, name and price, opening its page. */
export function ProductTile({ product, priority = false }: ProductTileProps) {
  const navigate = useNavigate();
  const [first, second] = productImageSources(product);
  const imageUrl = first.cardUrl;
  const secondImageUrl = second?.cardUrl;
  const percent = product.discountPercent;
  const badge = !isPurchasable(product) ? 'Sold out' : percent > 0 ? `-${percent}%` : undefined;

  return (
    <ProductCard
      href={productHref(product._id)}
      name={product.name}
      brand={product.brand}
      color={product.color}
      imageUrl={imageUrl}
      fallbackImageUrl={alternativeImageUrl(imageUrl)}
      placeholderUrl={PLACEHOLDER_IMAGE}
      srcSet={first.srcSet}
      sizes={PRODUCT_TILE_SIZES}
      priority={priority}
      hoverImageUrl={secondImageUrl}
      base={product.price.base}
      paid={product.effectivePrice}
      badge={badge}
      onNavigate={navigate}
    />
  );
}

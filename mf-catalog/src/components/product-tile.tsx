import { ProductCard } from '@shop/ui';
import {
  PLACEHOLDER_IMAGE,
  alternativeImageUrl,
  discountPercent,
  effectivePrice,
  productImageUrls,
  regularPrice,
} from '@shop/storefront-sdk';
import { useNavigate } from 'react-router-dom';
import { isPurchasable, type CatalogProduct } from '../lib/catalog-product';

export function productHref(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/** A product in a grid: picture, brand, name and price, opening its page. */
export function ProductTile({ product }: { product: CatalogProduct }) {
  const navigate = useNavigate();
  const [imageUrl, secondImageUrl] = productImageUrls(product);
  const percent = discountPercent(product);
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
      base={regularPrice(product)}
      paid={effectivePrice(product)}
      badge={badge}
      onNavigate={navigate}
    />
  );
}

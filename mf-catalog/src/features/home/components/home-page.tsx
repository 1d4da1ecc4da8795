import { useMemo } from 'react';
import { PLACEHOLDER_IMAGE, productImageUrls } from '@shop/storefront-sdk';
import { isOfType } from '../../../lib/product-rules';
import { productListErrorMessage } from '../../../lib/product-list';
import { useShowcaseProducts } from '../api/get-showcase-products';
import { AboutBrand } from './about-brand';
import { CategoryTiles } from './category-tiles';
import { FeaturedProducts } from './featured-products';
import { HeroSlider } from './hero-slider';
import { LifestyleSection } from './lifestyle-section';
import { Newsletter } from './newsletter';
import { Testimonials } from './testimonials';
import styles from './home-page.module.css';

/** Spec §2 Home. */
export function HomePage() {
  const { data: products, isPending, isError, error } = useShowcaseProducts();

  const pictured = useMemo(
    () =>
      (products ?? [])
        .map((product) => ({ product, image: productImageUrls(product)[0] }))
        .filter((entry) => entry.image !== PLACEHOLDER_IMAGE),
    [products],
  );
  const imageFor = (kind: string) => pictured.find((entry) => isOfType(entry.product, kind))?.image;

  return (
    <div className={styles.home}>
      <HeroSlider imageFor={imageFor} />
      <CategoryTiles imageFor={imageFor} />
      <FeaturedProducts
        products={products}
        loading={isPending}
        error={isError ? productListErrorMessage(error) : undefined}
      />
      <LifestyleSection />
      <AboutBrand />
      <Testimonials />
      <Newsletter />
    </div>
  );
}

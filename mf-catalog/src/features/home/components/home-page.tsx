import { HOME_CATEGORIES } from '../../../constants';
import { productListErrorMessage } from '../../../lib/product-list';
import { useFeaturedProducts, useKindPictures } from '../api/get-showcase-products';
import { AboutBrand } from './about-brand';
import { CategoryTiles } from './category-tiles';
import { FeaturedProducts } from './featured-products';
import { HERO_SLIDES, HeroSlider } from './hero-slider';
import { LifestyleSection } from './lifestyle-section';
import { Newsletter } from './newsletter';
import { Testimonials } from './testimonials';
import styles from './home-page.module.css';

/** The kinds of product the hero and the category tiles picture. */
const PICTURED_KINDS = [
  ...new Set([...HERO_SLIDES.map((slide) => slide.pictures), ...HOME_CATEGORIES.map((c) => c.id)]),
];

/** Spec §2 Home. */
export function HomePage() {
  const { data: products, isPending, isError, error } = useFeaturedProducts();
  const pictures = useKindPictures(PICTURED_KINDS);
  const imageFor = (kind: string) => pictures[kind];

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

import {
  FREE_DELIVERY_FROM,
  RETURN_WINDOW_DAYS,
  SHOP_NAME,
  usePageMeta,
} from '@shop/storefront-sdk';
import { HOME_CATEGORIES } from '../../../constants';
import { productListErrorMessage } from '../../shared/api/product-list';
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

/** What the home page is, for the tab, search engines and the page's one h1. */
const HOME_TITLE = 'Italian handcrafted leather shoes and jackets';
const HOME_DESCRIPTION = `Boots, loafers, monk straps, oxfords and leather jackets, handcrafted in small Italian workshops. Free U.S. shipping from $${FREE_DELIVERY_FROM} and ${RETURN_WINDOW_DAYS}-day returns.`;

/** docs/product/storefront-pages.md#home */
export function HomePage() {
  usePageMeta({ title: HOME_TITLE, description: HOME_DESCRIPTION });
  const { data: products, isPending, isError, error } = useFeaturedProducts();
  const pictures = useKindPictures(PICTURED_KINDS);
  const imageFor = (kind: string) => pictures[kind];

  return (
    <div className={styles.home}>
      {/* The slides' headings take turns; the page's own heading names the shop. */}
      <h1 className="visually-hidden">
        {SHOP_NAME}: {HOME_TITLE}
      </h1>
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

import type { Product } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import { ProductGrid } from '../../shared/components/product-grid';
import { ProductTile } from '../../shared/components/product-tile';
import { ProductTileSkeleton } from '../../shared/components/product-tile-skeleton';
import { FEATURED_PRODUCT_COUNT } from '../../../constants';
import { HomeSection } from './home-section';
import styles from './featured-products.module.css';

export interface FeaturedProductsProps {
  products: Product[] | undefined;
  loading: boolean;
  error?: string;
}

/** The first four products, with skeletons while they load. */
export function FeaturedProducts({ products, loading, error }: FeaturedProductsProps) {
  const featured = (products ?? []).slice(0, FEATURED_PRODUCT_COUNT);
  return (
    <HomeSection id="featured-heading" eyebrow="From the workshop" title="Featured Products">
      {loading ? (
        <ProductGrid layout="four" label="Loading featured products">
          {Array.from({ length: FEATURED_PRODUCT_COUNT }, (_, i) => (
            <ProductTileSkeleton key={i} />
          ))}
        </ProductGrid>
      ) : error ? (
        <p className={styles.message} role="alert">
          {error}
        </p>
      ) : featured.length === 0 ? (
        <p className={styles.message}>New pieces are on the workbench. Please check back soon.</p>
      ) : (
        <ProductGrid layout="four" label="Featured products">
          {featured.map((product) => (
            <ProductTile key={product._id} product={product} />
          ))}
        </ProductGrid>
      )}
      <div className={styles.more}>
        <Link to="/collection" className={buttonClassName({ variant: 'secondary' })}>
          View all products
        </Link>
      </div>
    </HomeSection>
  );
}

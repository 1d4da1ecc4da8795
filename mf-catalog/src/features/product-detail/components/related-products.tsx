import type { Product } from '@shop/contracts';
import { ProductGrid } from '../../shared/components/product-grid';
import { ProductTile } from '../../shared/components/product-tile';
import { useRelatedProducts } from '../api/get-related-products';
import styles from './related-products.module.css';

/** Up to five other products of the same category. */
export function RelatedProducts({ product }: { product: Product }) {
  const { related } = useRelatedProducts(product);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.heading}>
        You may also like
      </h2>
      <ProductGrid layout="five" label="Related products">
        {related.map((item) => (
          <ProductTile key={item._id} product={item} />
        ))}
      </ProductGrid>
    </section>
  );
}

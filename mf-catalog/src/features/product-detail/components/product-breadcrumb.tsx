import type { Product } from '@shop/contracts';
import { Link } from 'react-router-dom';
import controls from '../../shared/components/controls.module.css';
import styles from './product-breadcrumb.module.css';

const collectionLink = (params: Record<string, string>) =>
  `/collection?${new URLSearchParams(params).toString()}`;

/** Shop > category > subcategory > name. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={controls.row}>
        <li>
          <Link to="/collection">Shop</Link>
        </li>
        {product.category && (
          <li>
            <Link to={collectionLink({ category: product.category })}>{product.category}</Link>
          </li>
        )}
        {product.subcategory && (
          <li>
            <Link
              to={collectionLink({ category: product.category, subcategory: product.subcategory })}
            >
              {product.subcategory}
            </Link>
          </li>
        )}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}

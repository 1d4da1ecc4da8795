import { Skeleton } from '@shop/ui';
import styles from './product-tile-skeleton.module.css';

/** The shape of a ProductTile while products load. */
export function ProductTileSkeleton() {
  return (
    <div className={styles.tile} data-testid="product-skeleton">
      <Skeleton shape="block" aspectRatio="4 / 5" />
      <Skeleton width="40%" />
      <Skeleton width="80%" height="1.1em" />
      <Skeleton width="30%" />
    </div>
  );
}

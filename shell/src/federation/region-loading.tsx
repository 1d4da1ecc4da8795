import { Spinner } from '@shop/ui';
import styles from './region-loading.module.css';

/** Holds the region's place while a remote's code arrives. */
export function RegionLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" />
    </div>
  );
}

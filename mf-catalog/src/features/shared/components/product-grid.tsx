import { Children, type ReactNode } from 'react';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  children: ReactNode;
  label?: string;
  /**
   * collection: 2, 3 or 4 columns by screen width (docs/product/storefront-pages.md#collection);
   * four: 2 then 4 (featured); five: 2, 3 then 5 (related).
   */
  layout?: 'collection' | 'four' | 'five';
  /** The next results are loading: the grid stays, dimmed. */
  busy?: boolean;
}

export function ProductGrid({ children, label, layout = 'collection', busy }: ProductGridProps) {
  return (
    <ul
      className={`${styles.grid} ${styles[layout] ?? ''}`}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}

import { cx } from './class-names';
import styles from './star-row.module.css';

export interface StarRowProps {
  /** Stars filled, rounded to the nearest half. */
  rating: number;
  max?: number;
  size?: 'sm' | 'md';
  className?: string;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function StarRow({ rating, max = 5, size = 'md', className }: StarRowProps) {
  const value = Math.max(0, Math.min(max, Math.round(rating * 2) / 2));
  return (
    <span
      className={cx(styles.row, styles[size], className)}
      role="img"
      aria-label={`Rated ${value} out of ${max} stars`}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        return (
          <svg key={index} viewBox="0 0 24 24" className={styles.star} aria-hidden="true">
            <path d={STAR} className={styles.empty} />
            {fill > 0 && (
              <path
                d={STAR}
                className={styles.full}
                style={fill < 1 ? { clipPath: 'inset(0 50% 0 0)' } : undefined}
              />
            )}
          </svg>
        );
      })}
    </span>
  );
}

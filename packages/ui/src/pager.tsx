import { cx } from './class-names';
import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Page numbers to show: first, last, and a window around the current page, with gaps. */
export function pageWindow(page: number, pages: number): Array<number | 'gap'> {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

export function Pager({ page, pages, onPageChange, className }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={cx(styles.pager, className)} aria-label="Pagination">
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        ‹
      </button>
      {pageWindow(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={cx(styles.page, item === page && styles.current)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pages}
        aria-label="Next page"
      >
        ›
      </button>
    </nav>
  );
}

import { cx } from './class-names';
import styles from './pager.module.css';

/**
 * Which pages get a button. 'window': the first, the last and the ones next to the current page,
 * with gaps between. 'run': at most `maxButtons` pages in a row around the current one. 'position':
 * none, only 'Page X of Y' between the steps.
 */
export type PagerNumbering = 'window' | 'run' | 'position';

/** 'arrows': ‹ and ›, named 'Previous page' and 'Next page'. 'words': 'Previous' and 'Next'. */
export type PagerSteps = 'arrows' | 'words';

export interface PagerProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  numbering?: PagerNumbering;
  /** How many pages a 'run' offers. */
  maxButtons?: number;
  steps?: PagerSteps;
  className?: string;
}

const DEFAULT_MAX_BUTTONS = 5;

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

/** A run of at most `maxButtons` pages around the current one, kept inside 1..pages. */
export function pageRun(page: number, pages: number, maxButtons: number): number[] {
  const count = Math.min(maxButtons, pages);
  const first = Math.max(1, Math.min(page - Math.floor(maxButtons / 2), pages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Previous, the pages (or where the shopper is), Next; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPageChange,
  numbering = 'window',
  maxButtons = DEFAULT_MAX_BUTTONS,
  steps = 'arrows',
  className,
}: PagerProps) {
  if (pages <= 1) return null;
  const words = steps === 'words';
  const items =
    numbering === 'window'
      ? pageWindow(page, pages)
      : numbering === 'run'
        ? pageRun(page, pages, maxButtons)
        : [];
  return (
    <nav className={cx(styles.pager, className)} aria-label="Pagination">
      <button
        type="button"
        className={cx(styles.step, words && styles.words)}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={words ? undefined : 'Previous page'}
      >
        {words ? 'Previous' : '‹'}
      </button>
      {numbering === 'position' && (
        <span className={styles.position}>
          Page {page} of {pages}
        </span>
      )}
      {items.map((item, index) =>
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
        className={cx(styles.step, words && styles.words)}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pages}
        aria-label={words ? undefined : 'Next page'}
      >
        {words ? 'Next' : '›'}
      </button>
    </nav>
  );
}

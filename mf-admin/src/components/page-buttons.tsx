import styles from './page-buttons.module.css';

/** Admin spec §9: the order and measurement pagers show at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The pages to offer: a run of at most five around the current page, kept inside 1..pages. */
export function pageButtonRange(page: number, pages: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, pages);
  const first = Math.max(1, Math.min(page - Math.floor(MAX_PAGE_BUTTONS / 2), pages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

interface Props {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** Previous, up to five numbered pages, Next. */
export function PageButtons({ page, pages, onPageChange }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      {pageButtonRange(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          className={styles.page}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={styles.step}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** Previous and Next around 'Page X of Y', for screens without numbered pages. */
export function PreviousNext({ page, pages, onPageChange }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <span className={styles.position}>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={styles.step}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

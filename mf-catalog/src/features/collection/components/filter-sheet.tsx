import type { ReactNode } from 'react';
import { Button, useFocusTrap, useScrollLock } from '@shop/ui';
import styles from './collection-page.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The results the chosen filters give, once known. */
  total: number | null;
  children: ReactNode;
}

const showLabel = (total: number | null) =>
  total === null ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`;

/**
 * The collection's filters: a sidebar on wide screens; below them, opened from the Filters
 * button, a sheet over the page (focus kept inside, Escape closes) whose sticky button shows the
 * results, so a ticked filter never leaves them far below. The URL keeps the filters either way.
 */
export function FilterSheet({ open, onClose, total, children }: Props) {
  const sheetRef = useFocusTrap<HTMLElement>(open, { onEscape: onClose });

  useScrollLock(open);

  return (
    <aside
      ref={sheetRef}
      id="collection-filters"
      className={styles.sidebar}
      data-open={open}
      aria-label="Filters"
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
      tabIndex={open ? -1 : undefined}
    >
      {open && (
        <div className={styles.sheetHead}>
          <h2 className={styles.sheetTitle}>Filters</h2>
          <button
            type="button"
            className={styles.sheetClose}
            aria-label="Close filters"
            onClick={onClose}
          >
            ×
          </button>
        </div>
      )}
      <div className={styles.sheetBody}>{children}</div>
      {open && (
        <div className={styles.sheetFoot}>
          <Button block onClick={onClose}>
            {showLabel(total)}
          </Button>
        </div>
      )}
    </aside>
  );
}

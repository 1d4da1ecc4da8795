import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './filter-toolbar.module.css';

export interface FilterToolbarProps {
  children: ReactNode;
  className?: string;
}

/** A list's filters: labelled boxes, selects and their buttons in one wrapping row. */
export function FilterToolbar({ children, className }: FilterToolbarProps) {
  return <div className={cx(styles.bar, className)}>{children}</div>;
}

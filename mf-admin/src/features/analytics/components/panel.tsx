import type { ReactNode } from 'react';
import styles from './analytics.module.css';

/** One titled box of the dashboard; `empty` stands in for its content when there is none. */
export function Panel({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | false;
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {empty ? <p className={styles.empty}>{empty}</p> : children}
    </section>
  );
}

import type { ReactNode } from 'react';
import styles from './page-title.module.css';

/** The heading of an account page, with the shop's short rule after it. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}

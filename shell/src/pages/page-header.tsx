import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';
import styles from './static-page.module.css';

/** The title block every static page opens with; it also names the browser tab. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={styles.lead}>{children}</p>}
    </header>
  );
}

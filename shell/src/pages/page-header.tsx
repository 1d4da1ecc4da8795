import type { ReactNode } from 'react';
import { SectionTitle } from '@shop/ui';
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
      <SectionTitle eyebrow={eyebrow} title={title} level={1} align="center" />
      {children && <p className={styles.lead}>{children}</p>}
    </header>
  );
}

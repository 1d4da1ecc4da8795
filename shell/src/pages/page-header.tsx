import type { ReactNode } from 'react';
import { usePageMeta } from '@shop/storefront-sdk';
import { SectionTitle } from '@shop/ui';
import styles from './static-page.module.css';

/**
 * The title block every static page opens with; it also names the browser tab and gives search
 * engines the page's description (`description`, else the lead when it is plain text).
 */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  usePageMeta({
    title,
    description: description ?? (typeof children === 'string' ? children : undefined),
  });
  return (
    <header className={styles.header}>
      <SectionTitle eyebrow={eyebrow} title={title} level={1} align="center" />
      {children && <p className={styles.lead}>{children}</p>}
    </header>
  );
}

import type { ReactNode } from 'react';
import styles from './collection-notice.module.css';

export interface CollectionNoticeProps {
  title: string;
  message?: string;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}

/** A state in place of the grid: loading failed, nothing in the catalogue, nothing matches. */
export function CollectionNotice({
  title,
  message,
  action,
  tone = 'neutral',
}: CollectionNoticeProps) {
  return (
    <div className={styles.notice} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './verification.module.css';

interface Props {
  outcome: 'verified' | 'failed';
  heading: string;
  message: string;
  children: ReactNode;
}

const SYMBOL = { verified: '✓', failed: '!' } as const;

/** The outcome of a verification: its mark, a heading, the server's words and what to do next. */
export function VerificationResult({ outcome, heading, message, children }: Props) {
  return (
    <div className={styles.result}>
      <span className={`${styles.badge} ${styles[outcome]}`} aria-hidden="true">
        {SYMBOL[outcome]}
      </span>
      <h2 className={styles.heading}>{heading}</h2>
      <p role={outcome === 'failed' ? 'alert' : 'status'} className={styles.message}>
        {message}
      </p>
      {children}
    </div>
  );
}

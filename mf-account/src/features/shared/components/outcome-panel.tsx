import type { ReactNode } from 'react';
import styles from './outcome-panel.module.css';

interface Props {
  outcome: 'succeeded' | 'failed';
  heading: string;
  /** The server's words, announced as they appear. */
  message: string;
  /** Under a failure: the usual causes. */
  reasons?: readonly string[];
  /** What to do next: buttons and links. */
  actions: ReactNode;
  /** Anything between the message and the actions, e.g. a countdown. */
  children?: ReactNode;
}

const SYMBOL = { succeeded: '✓', failed: '!' } as const;

/** How a step of an account link ended (verifying an address, resetting a password). */
export function OutcomePanel({ outcome, heading, message, reasons, actions, children }: Props) {
  return (
    <div className={styles.result}>
      <span className={`${styles.badge} ${styles[outcome]}`} aria-hidden="true">
        {SYMBOL[outcome]}
      </span>
      <h2 className={styles.heading}>{heading}</h2>
      <p role={outcome === 'failed' ? 'alert' : 'status'} className={styles.message}>
        {message}
      </p>
      {reasons && (
        <div className={styles.reasons}>
          <p>This can happen when:</p>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {children}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}

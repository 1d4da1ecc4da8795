import type { ReactNode } from 'react';
import styles from './figure-cards.module.css';

export interface FigureCard {
  label: ReactNode;
  /** Shown as a dash while it is not known. */
  value: ReactNode;
  note?: ReactNode;
  /** Drawn dark: a figure that moves while the screen is open. */
  live?: boolean;
  onClick?: () => void;
}

/** A row of headline figures: label, value and a line under it, one card each. */
export function FigureCards({ cards }: { cards: Array<FigureCard & { key: string }> }) {
  return (
    <ul className={styles.cards}>
      {cards.map(({ key, label, value, note, live, onClick }) => (
        <li
          key={key}
          className={live ? `${styles.card} ${styles.live}` : styles.card}
          onClick={onClick}
        >
          <span className={styles.label}>{label}</span>
          <strong className={styles.value}>{value ?? '–'}</strong>
          <span className={styles.note}>{note}</span>
        </li>
      ))}
    </ul>
  );
}

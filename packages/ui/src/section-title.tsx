import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './section-title.module.css';

export interface SectionTitleProps {
  /** The small capitals line above the heading. */
  eyebrow?: string;
  title: ReactNode;
  /** For `aria-labelledby` on the section it heads. */
  id?: string;
  /** 1 for a page's own title, 2 for a section within it. */
  level?: 1 | 2;
  align?: 'start' | 'center';
  className?: string;
}

/** A section's eyebrow and heading, set the same way on every page of the shop. */
export function SectionTitle({
  eyebrow,
  title,
  id,
  level = 2,
  align = 'start',
  className,
}: SectionTitleProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={cx(styles.title, align === 'center' && styles.center, className)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.heading}>
        {title}
      </Heading>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './screen-frame.module.css';

/** Title block of an admin screen; each screen's feature fills in the rest. */
export function ScreenFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <section>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <div className={styles.placeholder}>{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { SectionTitle } from '@shop/ui';
import styles from './home-section.module.css';

export interface HomeSectionProps {
  /** The title's id, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** A home page band: a centred section title over what it holds. */
export function HomeSection({ id, eyebrow, title, children }: HomeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionTitle
        className={styles.head}
        eyebrow={eyebrow}
        title={title}
        id={id}
        align="center"
      />
      {children}
    </section>
  );
}

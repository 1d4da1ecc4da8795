import { SectionTitle } from '@shop/ui';
import styles from './about-brand.module.css';

const FACTS = [
  { value: 'Full-grain', label: 'Italian calf and lamb leathers' },
  { value: 'Goodyear', label: 'Welted, resoleable construction' },
  { value: 'By hand', label: 'Cut, stitched and burnished' },
] as const;

/** About the Brand. */
export function AboutBrand() {
  return (
    <section className={styles.section} aria-labelledby="about-heading">
      <div className={styles.copy}>
        <SectionTitle
          className={styles.heading}
          eyebrow="About the Brand"
          title="Italian leather, finished slowly"
          id="about-heading"
        />
        <p>
          We work with family tanneries and small workshops in Tuscany and the Marche, where leather
          is still vegetable-tanned in drums and finished by hand. Every boot, loafer and jacket
          begins as a hide chosen for its grain and ends with an artisan&apos;s final polish.
        </p>
        <p>
          Fewer pieces, made better: goods meant to be repaired and handed on, not replaced each
          season.
        </p>
      </div>
      <dl className={styles.facts}>
        {FACTS.map((fact) => (
          <div key={fact.value} className={styles.fact}>
            <dt>{fact.value}</dt>
            <dd>{fact.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

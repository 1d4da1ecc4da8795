import { Link } from 'react-router-dom';
import { buttonClassName, cx } from '@shop/ui';
import styles from './lifestyle-section.module.css';

const CARDS = [
  {
    eyebrow: 'The workshop',
    title: 'Two hundred steps, one pair of hands',
    text: 'Each pair is lasted, stitched and burnished by one artisan, who signs the insole when it is done.',
    tone: 'dark',
    to: '/about',
    about: 'our workshop',
  },
  {
    eyebrow: 'Made to last',
    title: 'Resoled, not replaced',
    text: 'Welted construction means a worn sole is a chance to begin again. Care well, and they outlive trends.',
    tone: 'light',
    to: '/care',
    about: 'caring for leather',
  },
] as const;

/**
 * Two cards about how the goods are made and kept, each with Learn More; the words only a screen
 * reader hears tell the two links apart.
 */
export function LifestyleSection() {
  return (
    <section className={styles.section} aria-label="Lifestyle">
      {CARDS.map((card) => (
        <article key={card.title} className={cx(styles.card, styles[card.tone])}>
          <p className={styles.eyebrow}>{card.eyebrow}</p>
          <h2 className={styles.title}>{card.title}</h2>
          <p className={styles.text}>{card.text}</p>
          <Link
            to={card.to}
            className={cx(
              buttonClassName({ variant: card.tone === 'dark' ? 'inverseOutline' : 'primary' }),
              styles.cta,
            )}
          >
            Learn More<span className="visually-hidden"> about {card.about}</span>
          </Link>
        </article>
      ))}
    </section>
  );
}

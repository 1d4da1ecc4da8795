import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import { PageHeader } from './page-header';
import styles from './static-page.module.css';

const REASONS = [
  {
    title: 'Quality Assurance',
    text: 'Every hide is chosen by hand and every pair and jacket is inspected twice before it leaves the workshop.',
  },
  {
    title: 'Convenience',
    text: 'A clear size guide, cash on delivery or PayPal, and free, easy returns within the U.S.',
  },
  {
    title: 'Exceptional Customer Service',
    text: 'Real people who know leather answer every message, before and long after you buy.',
  },
];

export function AboutPage() {
  return (
    <div className={styles.page}>
      <PageHeader eyebrow="About us" title="Made slowly, made to last">
        Leather &amp; Last brings Italian handcrafted leather footwear and jackets to people who
        would rather buy one good thing than five passing ones.
      </PageHeader>

      <section className={`${styles.section} ${styles.split}`}>
        <div>
          <h2>Our story</h2>
          <p>
            We began in a small workshop outside Florence, where three generations of one family
            have cut, stitched and finished leather by hand. What started as boots made for friends
            became a shop that now ships loafers, oxfords, monk-straps, sneakers and jackets around
            the world.
          </p>
          <p>
            The tools have changed little. Patterns are still cut by hand, soles are still stitched,
            and every piece still passes through the hands of the people who made it.
          </p>
        </div>
        <div className={styles.swatch} role="img" aria-label="Full-grain leather" />
      </section>

      <section className={styles.section}>
        <h2>Our mission</h2>
        <p>
          To make honest leather goods that get better with wear: full-grain materials, repairable
          construction and fair prices, with no shortcuts hidden inside the lining.
        </p>
      </section>

      <section className={styles.section}>
        <h2>Why choose us</h2>
        <div className={styles.cards}>
          {REASONS.map((reason) => (
            <article key={reason.title} className={styles.card}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={`${styles.section} ${styles.split} ${styles.reverse}`}>
        <div>
          <h2>Craftsmanship</h2>
          <p>
            Our shoes are Goodyear-welted or Blake-stitched on lasts we shape ourselves, so they can
            be resoled for decades. Jackets are cut from vegetable-tanned and drum-dyed hides, lined
            in breathable cotton and finished with solid brass hardware.
          </p>
          <p>
            Each piece takes between two and five days of hand work. It shows in the details: the
            burnished edges, the even stitch count, the way the leather softens and darkens with
            you.
          </p>
          <Link to="/collection" className={buttonClassName({ variant: 'secondary' })}>
            Explore the collection
          </Link>
        </div>
        <div
          className={`${styles.swatch} ${styles.swatchLight}`}
          role="img"
          aria-label="Natural leather"
        />
      </section>
    </div>
  );
}

import { NewsletterForm } from '@shop/ui';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../../constants';
import styles from './newsletter.module.css';

/**
 * docs/product/storefront-pages.md#newsletter: a non-empty e-mail shows 'Thank you for
 * subscribing!' and clears the box.
 */
export function Newsletter() {
  return (
    <section className={styles.section} aria-labelledby="newsletter-heading">
      <div className={styles.panel}>
        <h2 id="newsletter-heading" className={styles.heading}>
          Subscribe now & get {NEWSLETTER_DISCOUNT_PERCENT}% off
        </h2>
        <p className={styles.text}>
          New arrivals, workshop stories and care notes, a few times a season. Your first order is{' '}
          {NEWSLETTER_DISCOUNT_PERCENT}% off.
        </p>
        <div className={styles.form}>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}

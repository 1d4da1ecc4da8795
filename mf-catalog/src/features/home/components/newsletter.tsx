import { useState, type FormEvent } from 'react';
import { Button, toast } from '@shop/ui';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../../constants';
import { NEWSLETTER_MESSAGES } from '../../../messages';
import styles from './newsletter.module.css';

/** Spec §5: a non-empty e-mail shows 'Thank you for subscribing!' and clears the box. */
export function Newsletter() {
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    toast.success(NEWSLETTER_MESSAGES.subscribed);
    setEmail('');
  };

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
        <form className={styles.form} onSubmit={onSubmit}>
          <input
            type="email"
            required
            className={styles.input}
            placeholder="Enter your email"
            aria-label="Email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit">Subscribe</Button>
        </form>
      </div>
    </section>
  );
}

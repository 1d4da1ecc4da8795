import { useState, type FormEvent } from 'react';
import { Button } from './button';
import styles from './newsletter-form.module.css';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';

/**
 * The newsletter box of the footer, the home page and the contact page
 * (docs/product/storefront-pages.md#newsletter): a non-empty address thanks the shopper and
 * clears the box; nothing is sent yet.
 */
export function NewsletterForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    setEmail('');
    setSubscribed(true);
  };

  return (
    <form className={`${styles.form} ${styles[tone]}`} onSubmit={subscribe}>
      <div className={styles.row}>
        <input
          aria-label="Email address"
          className={styles.input}
          type="email"
          required
          placeholder="Enter your email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSubscribed(false);
          }}
        />
        <Button type="submit" variant={tone === 'dark' ? 'inverseOutline' : 'primary'}>
          Subscribe
        </Button>
      </div>
      <p className={styles.status} role="status">
        {subscribed ? SUBSCRIBED_MESSAGE : ''}
      </p>
    </form>
  );
}

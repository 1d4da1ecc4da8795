import { NewsletterForm } from '@shop/ui';
import {
  NEWSLETTER_DISCOUNT_PERCENT,
  SHOP_ADDRESS,
  SHOP_EMAIL,
  SHOP_OPENING_HOURS,
  SHOP_TELEPHONE,
} from '../shop-policy';
import { PageHeader } from './page-header';
import styles from './static-page.module.css';
import contact from './contact-page.module.css';

export function ContactPage() {
  return (
    <div className={styles.page}>
      <PageHeader eyebrow="Contact" title="We'd love to hear from you">
        Questions about sizing, an order or caring for your leather? Write or call; we answer within
        one business day.
      </PageHeader>

      <section className={`${styles.section} ${styles.split}`}>
        <div className={styles.swatch} role="img" aria-label="Our workshop" />
        <div className={contact.details}>
          <div>
            <h2>Our store</h2>
            <address>
              {SHOP_ADDRESS.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </div>
          <div>
            <h3>Telephone</h3>
            <p>
              <a href={`tel:${SHOP_TELEPHONE.replace(/[^+\d]/g, '')}`}>{SHOP_TELEPHONE}</a>
            </p>
          </div>
          <div>
            <h3>Email</h3>
            <p>
              <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>
            </p>
          </div>
          <div>
            <h3>Opening hours</h3>
            <p>{SHOP_OPENING_HOURS}</p>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${contact.newsletter}`}>
        <h2>Subscribe now &amp; get {NEWSLETTER_DISCOUNT_PERCENT}% off</h2>
        <p>New arrivals, workshop stories and care tips, about once a month.</p>
        <NewsletterForm />
      </section>
    </div>
  );
}

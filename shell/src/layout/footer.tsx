import { NewsletterForm } from '@shop/ui';
import { Link } from 'react-router-dom';
import { NEWSLETTER_DISCOUNT_PERCENT, SHOP_NAME } from '../shop-policy';
import { AccessibilityModeSwitch } from './accessibility-mode-switch';
import { FOOTER_COLLECTION, footerCollectionLink } from './collection-links';
import { CurrencyPicker } from './currency-picker';
import { SocialLinks } from './social-links';
import styles from './footer.module.css';

const HELP_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping & Returns' },
  { to: '/care', label: 'Care Guide' },
  { to: '/gift-cards', label: 'Gift Cards' },
];

const COMPANY_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/press', label: 'Press' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/locations', label: 'Store Locations' },
  { to: '/ambassadors', label: 'Ambassadors' },
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <section className={styles.brand}>
          <Link to="/" className={styles.wordmark}>
            Leather <em>&amp;</em> Last
          </Link>
          <p>
            Italian handcrafted leather footwear and jackets, cut from full-grain hides and made to
            be worn for years.
          </p>
          <SocialLinks />
        </section>

        <nav className={styles.column} aria-label="Collection">
          <h2>Collection</h2>
          <ul>
            {FOOTER_COLLECTION.map(({ label, category, subcategories }) => (
              <li key={category}>
                <Link to={footerCollectionLink(category)}>{label}</Link>
                {subcategories.map((subcategory) => (
                  <Link
                    key={subcategory}
                    to={footerCollectionLink(category, subcategory)}
                    className={styles.sub}
                  >
                    {capitalise(subcategory)}
                  </Link>
                ))}
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-label="Help">
          <h2>Help</h2>
          <ul>
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-label="Company">
          <h2>Company</h2>
          <ul>
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.newsletter}>
          <h2>Join the list</h2>
          <p>
            Subscribe for {NEWSLETTER_DISCOUNT_PERCENT}% off your first order, new arrivals and care
            tips.
          </p>
          <NewsletterForm tone="dark" />
        </section>
      </div>

      <div className={styles.bottom}>
        <p>
          © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
        </p>
        <div className={styles.legal}>
          <Link to="/terms">Terms</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/accessibility">Accessibility</Link>
          <AccessibilityModeSwitch />
          <CurrencyPicker />
        </div>
      </div>
    </footer>
  );
}

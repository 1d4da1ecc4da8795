import { Link } from 'react-router-dom';
import { buttonClassName, cx } from '@shop/ui';
import { SHOP_EMAIL } from '../shop-policy';
import { PageHeader } from './page-header';
import { SHIPPING_BADGES, SHIPPING_SECTIONS } from './shipping-sections';
import styles from './static-page.module.css';
import content from './content-page.module.css';
import shipping from './shipping-page.module.css';

export function ShippingPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeader eyebrow="Help" title="Shipping & Returns">
        How we ship your order, and how to send something back.
      </PageHeader>

      <ul className={shipping.badges}>
        {SHIPPING_BADGES.map((badge) => (
          <li key={badge.title} className={shipping.badge}>
            <strong>{badge.title}</strong>
            <span>{badge.text}</span>
          </li>
        ))}
      </ul>

      {SHIPPING_SECTIONS.map((section) => (
        <section key={section.title} className={shipping.section}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}

      <aside className={cx(content.help, shipping.help)}>
        <h2>Need Help?</h2>
        <p>
          Our team answers within one business day at{' '}
          <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>.
        </p>
        <Link to="/contact" className={buttonClassName()}>
          Contact Support
        </Link>
      </aside>
    </div>
  );
}

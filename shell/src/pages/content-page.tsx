import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import { SHOP_EMAIL } from '../shop-policy';
import { PageHeader } from './page-header';
import styles from './static-page.module.css';
import content from './content-page.module.css';

export interface ContentSection {
  /** Also the section's anchor, e.g. "What our analytics store" -> #what-our-analytics-store. */
  title: string;
  body: ReactNode;
}

const anchorFor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A footer page: the title block, an optional opening (a picture, a switch, key facts), then
 * sections under h2 headings, with a list of them at the top when `contents` is set, and the
 * same way to reach us at the end of every page.
 */
export function ContentPage({
  eyebrow,
  title,
  lead,
  opening,
  sections,
  contents = false,
  help = 'Questions? Our team answers within one business day.',
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  opening?: ReactNode;
  sections: ContentSection[];
  contents?: boolean;
  help?: ReactNode;
}) {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeader eyebrow={eyebrow} title={title}>
        {lead}
      </PageHeader>
      {opening}
      {contents && (
        <nav className={content.contents} aria-label="On this page">
          <h2>On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.title}>
                <a href={`#${anchorFor(section.title)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section
          key={section.title}
          id={anchorFor(section.title)}
          className={content.section}
          aria-labelledby={`${anchorFor(section.title)}-heading`}
        >
          <h2 id={`${anchorFor(section.title)}-heading`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
      {/* A section, not an aside: a complementary landmark inside <main> trips accessibility checks. */}
      <section className={content.help} aria-label="Contact us">
        <p>{help}</p>
        <p>
          <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>
        </p>
        <Link to="/contact" className={buttonClassName()}>
          Contact us
        </Link>
      </section>
    </div>
  );
}

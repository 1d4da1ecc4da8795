import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../layout/icons';
import { FAQ } from './faq-entries';
import { PageHeader } from './page-header';
import styles from './static-page.module.css';
import faq from './faq-page.module.css';

/** One answer open at a time, across all categories. */
export function FaqPage() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const baseId = useId();

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeader
        eyebrow="Help"
        title="Frequently Asked Questions"
        description="Answers about our Italian leather, sizing and fit, care, shipping, exchanges and returns."
      >
        Everything about our leather, sizing, shipping and returns. Can't find your answer?{' '}
        <Link to="/contact">Contact us</Link>.
      </PageHeader>

      {FAQ.map((category, categoryIndex) => (
        <section key={category.title} className={faq.category}>
          <h2>{category.title}</h2>
          {category.entries.map((entry, entryIndex) => {
            const key = `${categoryIndex}-${entryIndex}`;
            const open = openKey === key;
            const answerId = `${baseId}-${key}`;
            return (
              <div key={key} className={faq.item}>
                <h3>
                  <button
                    type="button"
                    className={faq.question}
                    aria-expanded={open}
                    aria-controls={answerId}
                    onClick={() => setOpenKey(open ? null : key)}
                  >
                    {entry.question}
                    <span className={open ? faq.chevronOpen : faq.chevron}>
                      <ChevronDownIcon />
                    </span>
                  </button>
                </h3>
                <div id={answerId} className={faq.answer} hidden={!open}>
                  <p>{entry.answer}</p>
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}

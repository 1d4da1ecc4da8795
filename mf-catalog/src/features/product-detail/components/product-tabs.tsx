import type { Product } from '@shop/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from '@shop/ui';
import styles from './product-tabs.module.css';

type Tab = 'description' | 'reviews';
const TABS: Tab[] = ['description', 'reviews'];

function productFacts(product: Product): Array<[string, string]> {
  const material = product.shoeDetails?.materials?.[0];
  const facts: Array<[string, string | undefined]> = [
    ['Material', product.jacketDetails?.material || material?.leatherType],
    ['Sole', material?.soleMaterial],
    ['Colour', product.color || material?.colorName],
    ['Style', product.shoeDetails?.style],
    ['Season', product.jacketDetails?.season],
    ['SKU', product.sku],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/** Description (with features and details) and Reviews (0). */
export function ProductTabs({ product }: { product: Product }) {
  const [tab, setTab] = useState<Tab>('description');
  const id = useId();
  const facts = productFacts(product);
  const features = product.features ?? [];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <section className={styles.tabs}>
      <div
        role="tablist"
        aria-label="Product information"
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={cx(styles.tab, tab === name && styles.active)}
            onClick={() => setTab(name)}
          >
            {name === 'description' ? 'Description' : 'Reviews (0)'}
          </button>
        ))}
      </div>
      {tab === 'description' ? (
        <div
          role="tabpanel"
          id={`${id}-description-panel`}
          aria-labelledby={`${id}-description-tab`}
          className={styles.panel}
        >
          <div className={styles.copy}>
            <p>{product.description}</p>
            {features.length > 0 && (
              <>
                <h2 className={styles.subhead}>Features</h2>
                <ul className={styles.features}>
                  {features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          {facts.length > 0 && (
            <dl className={styles.facts}>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ) : (
        <div
          role="tabpanel"
          id={`${id}-reviews-panel`}
          aria-labelledby={`${id}-reviews-tab`}
          className={styles.panel}
        >
          <p className={styles.empty}>No reviews yet.</p>
        </div>
      )}
    </section>
  );
}

import { ImageWithFallback } from '@shop/ui';
import { resolveImageUrl, usePriceFormat } from '@shop/storefront-sdk';
import type { CartLine } from '../api/cart-lines';
import styles from './summary-lines.module.css';

/** What is being bought, above the totals: each line's picture, name, size, colour and total. */
export function SummaryLines({ lines }: { lines: readonly CartLine[] }) {
  const showPrice = usePriceFormat();
  return (
    <ul className={styles.lines} aria-label="Items">
      {lines.map((line) => (
        <li key={`${line._id}:${line.size}`} className={styles.line}>
          <ImageWithFallback
            className={styles.picture}
            src={resolveImageUrl(line.image ?? undefined)}
            alt=""
            width={56}
            height={64}
          />
          <div className={styles.details}>
            <p className={styles.name}>{line.name}</p>
            <p className={styles.meta}>
              <span>Size: {line.size}</span>
              {line.color && <span>Colour: {line.color}</span>}
              <span>Quantity: {line.quantity}</span>
            </p>
          </div>
          <p className={styles.total}>{showPrice(line.total)}</p>
        </li>
      ))}
    </ul>
  );
}

import { discountPercent } from '@shop/contracts';
import { formatPrice, usePriceFormat } from '@shop/storefront-sdk';
import { cx } from './class-names';
import styles from './price.module.css';

export interface PriceProps {
  /** The regular price. */
  base: number;
  /** What the shopper pays; below base means a discount. */
  paid?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the '-N%' badge (when the card shows its own). */
  hideBadge?: boolean;
  /** Show US dollars whatever the shopper chose (the back office); else the shopper's currency. */
  inUsd?: boolean;
  className?: string;
}

export function Price({
  base,
  paid = base,
  size = 'md',
  hideBadge = false,
  inUsd = false,
  className,
}: PriceProps) {
  const shopperPrice = usePriceFormat();
  const format = inUsd ? formatPrice : shopperPrice;
  const discounted = paid > 0 && paid < base;
  const percent = discountPercent({ base, discount: paid });
  return (
    <span className={cx(styles.price, styles[size], className)}>
      {discounted && (
        <s className={styles.base}>
          <span className="visually-hidden">Regular price </span>
          {format(base)}
        </s>
      )}
      <span className={cx(styles.paid, discounted && styles.sale)}>
        {discounted && <span className="visually-hidden">Sale price </span>}
        {format(discounted ? paid : base)}
      </span>
      {discounted && !hideBadge && percent > 0 && <span className={styles.badge}>-{percent}%</span>}
    </span>
  );
}

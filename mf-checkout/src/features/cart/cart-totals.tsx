import type { OrderTotals } from '@shop/contracts';
import { FREE_DELIVERY_FROM, formatPrice } from '@shop/storefront-sdk';
import type { ReactNode } from 'react';
import styles from '../../routes/route-frame.module.css';

interface Props {
  totals: OrderTotals;
  title?: string;
  /** Under the total, e.g. the currency actually charged. */
  note?: ReactNode;
  children?: ReactNode;
}

/** Subtotal, Shipping Fee and Total exactly as the order service will charge them. */
export function CartTotals({ totals, title = 'Cart Totals', note, children }: Props) {
  const freeDeliveryLeft = totals.subtotal > 0 && totals.deliveryFee > 0;
  return (
    <aside className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      <dl className={styles.rows}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping Fee</dt>
          <dd>
            {totals.deliveryFee === 0 && totals.subtotal > 0
              ? 'Free'
              : formatPrice(totals.deliveryFee)}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatPrice(totals.amount)}</dd>
        </div>
      </dl>
      {freeDeliveryLeft && (
        <p className={styles.hint}>
          Free delivery from {formatPrice(FREE_DELIVERY_FROM)}: add{' '}
          {formatPrice(FREE_DELIVERY_FROM - totals.subtotal)} more.
        </p>
      )}
      {note && <p className={styles.hint}>{note}</p>}
      {children}
    </aside>
  );
}

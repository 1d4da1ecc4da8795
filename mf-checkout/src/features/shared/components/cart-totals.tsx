import type { OrderTotals } from '@shop/contracts';
import {
  FREE_DELIVERY_FROM,
  PAYMENT_CURRENCY,
  useDisplayCurrency,
  usePriceFormat,
} from '@shop/storefront-sdk';
import type { ReactNode } from 'react';
import type { CartLine } from '../api/cart-lines';
import styles from './page-frame.module.css';
import { SummaryLines } from './summary-lines';
import { UsdChargeNote } from './usd-charge-note';

interface Props {
  totals: OrderTotals;
  title?: string;
  /** Listed above the totals (the checkout's summary; the cart page lists its own). */
  lines?: readonly CartLine[];
  /** Under the total, e.g. the currency actually charged (with prices shown in US dollars). */
  note?: ReactNode;
  children?: ReactNode;
}

/** Subtotal, Shipping Fee and Total exactly as the order service will charge them. */
export function CartTotals({ totals, title = 'Cart Totals', lines, note, children }: Props) {
  const showPrice = usePriceFormat();
  const [currency] = useDisplayCurrency();
  const freeDeliveryLeft = totals.subtotal > 0 && totals.deliveryFee > 0;
  return (
    <aside className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      {lines && lines.length > 0 && <SummaryLines lines={lines} />}
      <dl className={styles.rows}>
        <div>
          <dt>Subtotal</dt>
          <dd>{showPrice(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping Fee</dt>
          <dd>
            {totals.deliveryFee === 0 && totals.subtotal > 0
              ? 'Free'
              : showPrice(totals.deliveryFee)}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{showPrice(totals.amount)}</dd>
        </div>
      </dl>
      <UsdChargeNote amount={totals.amount} />
      {freeDeliveryLeft && (
        <p className={styles.hint}>
          Free delivery from {showPrice(FREE_DELIVERY_FROM)}: add{' '}
          {showPrice(FREE_DELIVERY_FROM - totals.subtotal)} more.
        </p>
      )}
      {note && currency === PAYMENT_CURRENCY && <p className={styles.hint}>{note}</p>}
      {children}
    </aside>
  );
}

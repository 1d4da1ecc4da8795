import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orderNumber } from '@shop/contracts';
import { Button } from '@shop/ui';
import { formatPrice, useQuery, useToken } from '@shop/storefront-sdk';
import { userOrdersQueryOptions } from '../../shared/api/order-api';
import { PLACED_ORDER_PARAM } from '../../shared/utils/placed-order';
import { orderPriceFormat, paymentMethodLabel } from '../utils/order-display';
import styles from './order-confirmation.module.css';

/**
 * docs/product/cart-and-checkout.md#orders-page: the order just placed (`/orders?placed=<id>`),
 * confirmed at the top of the page with its lines, address, payment and total; the keyboard
 * focus on its heading. Kept in the address, so a reload shows it again, until dismissed.
 */
export function OrderConfirmation() {
  const [params, setParams] = useSearchParams();
  const placedId = params.get(PLACED_ORDER_PARAM);
  const token = useToken();
  const query = useQuery({
    ...userOrdersQueryOptions(),
    enabled: token !== null && placedId !== null,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const order = placedId ? query.data?.find((candidate) => candidate._id === placedId) : undefined;
  const shown = order?._id;

  // Once per order shown, not again when the list is read again.
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  if (!order) return null;
  // In the currency and at the rate the order kept when placed, as My Orders shows it.
  const showPrice = orderPriceFormat(order);
  const number = orderNumber(order._id);
  const { address } = order;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLACED_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <section className={styles.panel} aria-labelledby="order-confirmation-title">
      <div className={styles.header}>
        <h2 id="order-confirmation-title" className={styles.heading} ref={heading} tabIndex={-1}>
          Thank you — order #{number} is confirmed
        </h2>
        <Button size="sm" variant="ghost" onClick={dismiss} aria-label="Dismiss order confirmation">
          Dismiss
        </Button>
      </div>
      <p className={styles.lead}>
        A confirmation has been sent to {address.email}. We will write again when it ships.
      </p>
      <ul className={styles.lines} aria-label={`Items of order #${number}`}>
        {order.items.map((item) => (
          <li key={item._id} className={styles.line}>
            <div>
              <p className={styles.name}>{item.name}</p>
              <p className={styles.meta}>
                <span>Size: {item.size}</span>
                {item.color && <span>Colour: {item.color}</span>}
                <span>Quantity: {item.quantity}</span>
              </p>
            </div>
            <span>{showPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>Delivery address</dt>
          <dd>
            <address className={styles.address}>
              {address.firstName} {address.lastName}
              <br />
              {address.street}
              <br />
              {address.city}, {address.state} {address.zipcode}
              <br />
              {address.country}
            </address>
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {paymentMethodLabel(order.paymentMethod)}
            {order.paymentMethod === 'COD' ? ', paid when it arrives' : order.payment && ', paid'}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            <span className={styles.total}>{showPrice(order.amount)}</span>
            <span className={styles.charged} data-testid="confirmation-charged">
              Charged in USD: {formatPrice(order.amount)}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

import { useId, useState } from 'react';
import { orderNumber, type Order } from '@shop/contracts';
import { Button } from '@shop/ui';
import { formatPrice, PAYMENT_CURRENCY } from '@shop/storefront-sdk';
import {
  orderCurrency,
  orderDate,
  orderPriceFormat,
  paymentDisplay,
  paymentMethodLabel,
  STATUS_TONE,
} from '../utils/order-display';
import { OrderItemRow } from './order-item-row';
import styles from './orders.module.css';

interface Props {
  order: Order;
  onTrack: (order: Order) => void;
  onPayPalInfo: (order: Order) => void;
}

/**
 * docs/product/cart-and-checkout.md#orders-page: one order under one header (its number, date,
 * status, payment and total, its delivery address on demand), then a row per ordered item.
 */
export function OrderGroup({ order, onTrack, onPayPalInfo }: Props) {
  const [addressShown, setAddressShown] = useState(false);
  const addressId = useId();
  const headingId = useId();
  const showPrice = orderPriceFormat(order);
  const { address } = order;
  return (
    <li className={styles.order} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 className={styles.number} id={headingId}>
          Order #{orderNumber(order._id)}
        </h2>
        <p className={styles.status} data-tone={STATUS_TONE[order.status]}>
          <span className={styles.dot} aria-hidden="true" />
          {order.status}
        </p>
        <p className={styles.meta}>
          <span>Date: {orderDate(order.date)}</span>
          <span>Payment: {paymentMethodLabel(order.paymentMethod)}</span>
          <span data-payment={paymentDisplay(order)}>{paymentDisplay(order)}</span>
        </p>
        <p className={styles.total}>
          <span>Total: {showPrice(order.amount)}</span>
          {orderCurrency(order) !== PAYMENT_CURRENCY && (
            <span className={styles.charged}>Charged in USD: {formatPrice(order.amount)}</span>
          )}
        </p>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={addressShown}
            aria-controls={addressId}
            onClick={() => setAddressShown((shown) => !shown)}
          >
            Delivery address
          </Button>
          {order.paypalCaptureId && (
            <Button size="sm" variant="secondary" onClick={() => onPayPalInfo(order)}>
              PayPal Info
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => onTrack(order)}>
            Track
          </Button>
        </div>
        <address className={styles.address} id={addressId} hidden={!addressShown}>
          {address.firstName} {address.lastName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} {address.zipcode}
          <br />
          {address.country}
          <br />
          {address.phone}
        </address>
      </div>
      <ul className={styles.items} aria-label={`Items of order #${orderNumber(order._id)}`}>
        {order.items.map((item) => (
          <OrderItemRow key={item._id} item={item} showPrice={showPrice} />
        ))}
      </ul>
    </li>
  );
}

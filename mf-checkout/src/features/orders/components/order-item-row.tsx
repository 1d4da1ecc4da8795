import type { Order, OrderItem } from '@shop/contracts';
import { Button, ImageWithFallback } from '@shop/ui';
import { resolveImageUrl, usePriceFormat } from '@shop/storefront-sdk';
import { orderDate, paymentDisplay, paymentMethodLabel, STATUS_TONE } from '../utils/order-display';
import styles from './orders.module.css';

interface Props {
  order: Order;
  item: OrderItem;
  onTrack: (order: Order) => void;
  onPayPalInfo: (order: Order) => void;
}

/** docs/product/cart-and-checkout.md#orders-page: one row per ordered item. */
export function OrderItemRow({ order, item, onTrack, onPayPalInfo }: Props) {
  const showPrice = usePriceFormat();
  return (
    <li className={styles.row}>
      <ImageWithFallback
        className={styles.picture}
        src={resolveImageUrl(item.image ?? undefined)}
        alt=""
        width={80}
        height={96}
      />
      <div className={styles.item}>
        <p className={styles.name}>{item.name}</p>
        <p className={styles.meta}>
          <span>{showPrice(item.price)}</span>
          <span>Quantity: {item.quantity}</span>
          {item.color && <span>Colour: {item.color}</span>}
          <span>Size: {item.size}</span>
        </p>
        <p className={styles.meta}>
          <span>Date: {orderDate(order.date)}</span>
          <span>Payment: {paymentMethodLabel(order.paymentMethod)}</span>
          <span data-payment={paymentDisplay(order)}>{paymentDisplay(order)}</span>
        </p>
        <p className={styles.meta}>Order #{order._id.slice(-8).toUpperCase()}</p>
      </div>
      <p className={styles.status} data-tone={STATUS_TONE[order.status]}>
        <span className={styles.dot} aria-hidden="true" />
        {order.status}
      </p>
      <div className={styles.actions}>
        {order.paypalCaptureId && (
          <Button size="sm" variant="secondary" onClick={() => onPayPalInfo(order)}>
            PayPal Info
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => onTrack(order)}>
          Track
        </Button>
      </div>
    </li>
  );
}

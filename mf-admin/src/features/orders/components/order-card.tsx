import { orderNumber, ORDER_STATUSES, type Order, type OrderStatus } from '@shop/contracts';
import { Button, cx } from '@shop/ui';
import { formatPrice, paymentDisplay, STATUS_TONE } from '@shop/storefront-sdk';
import { formatDate } from '../../shared/utils/admin-dates';
import facts from '../../shared/components/facts.module.css';
import styles from './orders.module.css';

interface Props {
  order: Order;
  /** True while this order's status change is on its way. */
  updating: boolean;
  onStatusChange: (order: Order, status: OrderStatus) => void;
  onShowMeasurements: (order: Order) => void;
}

function refundDisplay(order: Order): string {
  return order.refundId ? `Refunded ${order.refundId.slice(-8)}` : 'Refund pending';
}

/** One order: what was bought, where it goes, how it is paid, and its status to change. */
export function OrderCard({ order, updating, onStatusChange, onShowMeasurements }: Props) {
  const { address } = order;
  const payment = paymentDisplay(order);
  const ended = order.status === 'Cancelled' || order.status === 'Refunded';
  // Money taken online for an order that ended goes back through the provider, once.
  const refund = order.payment && ended ? refundDisplay(order) : null;
  return (
    <article className={styles.card} aria-label={`Order #${orderNumber(order._id)}`}>
      <div className={styles.items}>
        <h2 className={styles.number}>Order #{orderNumber(order._id)}</h2>
        <ul className={styles.lines}>
          {order.items.map((item) => (
            <li key={item._id}>
              <span>
                <span className={styles.itemName}>{item.name}</span>
                {item.color && `, ${item.color}`}
              </span>{' '}
              x {item.quantity} <span className={styles.size}>{item.size}</span>
              {item.madeToMeasure && <span className={styles.madeToMeasure}>Made to Measure</span>}
            </li>
          ))}
        </ul>
        <address className={styles.address}>
          <strong>
            {address.firstName} {address.lastName}
          </strong>
          <span>{address.street},</span>
          <span>
            {address.city}, {address.state}, {address.country}, {address.zipcode}
          </span>
          <span>{address.phone}</span>
          <span>{address.email}</span>
        </address>
      </div>

      <dl className={cx(facts.facts, styles.facts)}>
        <div>
          <dt>Items</dt>
          <dd>{order.items.length}</dd>
        </div>
        <div>
          <dt>Method</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd data-payment={payment}>{payment}</dd>
        </div>
        {refund && (
          <div>
            <dt>Refund</dt>
            <dd>{refund}</dd>
          </div>
        )}
        <div>
          <dt>Date</dt>
          <dd>{formatDate(order.date)}</dd>
        </div>
      </dl>

      <p className={styles.amount}>{formatPrice(order.amount)}</p>

      <div className={styles.actions}>
        <select
          className={styles.status}
          data-tone={STATUS_TONE[order.status]}
          aria-label={`Status of order #${orderNumber(order._id)}`}
          value={order.status}
          disabled={updating || ended}
          title={ended ? 'A cancelled order cannot be moved to another status' : undefined}
          onChange={(event) => onStatusChange(order, event.target.value as OrderStatus)}
        >
          {ORDER_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
        <Button variant="secondary" size="sm" onClick={() => onShowMeasurements(order)}>
          Customer Measurements
        </Button>
      </div>
    </article>
  );
}

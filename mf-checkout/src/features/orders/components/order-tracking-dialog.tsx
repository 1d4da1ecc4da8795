import { orderNumber, type Order } from '@shop/contracts';
import { Modal } from '@shop/ui';
import { changeTime, STATUS_TONE } from '../utils/order-display';
import styles from './orders.module.css';

interface Props {
  order: Order | null;
  onClose: () => void;
}

/** Track: the order's status history, oldest first. */
export function OrderTrackingDialog({ order, onClose }: Props) {
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={order ? `Order #${orderNumber(order._id)}` : ''}
      size="sm"
    >
      {order && (
        <ol className={styles.timeline}>
          {order.statusHistory.map((change) => (
            <li key={`${change.to}:${change.at}`} data-tone={STATUS_TONE[change.to]}>
              <strong>{change.to}</strong>
              <time dateTime={change.at}>{changeTime(change.at)}</time>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}

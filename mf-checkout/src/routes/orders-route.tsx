import { Link } from 'react-router-dom';
import { buttonClassName } from '@shop/ui';
import styles from './route-frame.module.css';

/** /orders: the frame of the order history; the list arrives with the orders feature. */
export default function OrdersRoute() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <span>
          <em>My</em> Orders
        </span>
      </h1>
      <div className={styles.empty}>
        <p>You have no orders yet.</p>
        <Link to="/collection" className={buttonClassName({ variant: 'secondary' })}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

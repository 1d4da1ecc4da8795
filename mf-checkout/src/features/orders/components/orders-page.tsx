import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@shop/contracts';
import { Button, buttonClassName, Modal, Skeleton } from '@shop/ui';
import { useQuery, usePageMeta, useToken } from '@shop/storefront-sdk';
import { ORDER_LOAD_FAILED, userOrdersQueryOptions } from '../../shared/api/order-api';
import { OrderConfirmation } from './order-confirmation';
import { OrderGroup } from './order-group';
import { OrderTrackingDialog } from './order-tracking-dialog';
import orders from './orders.module.css';
import styles from '../../shared/components/page-frame.module.css';

/** The orders page: every item the shopper ordered, under its order, newest order first. */
export function OrdersPage() {
  usePageMeta({
    title: 'My Orders',
    description: 'Every item you ordered, its payment and where your parcel is now.',
  });
  const token = useToken();
  const query = useQuery({ ...userOrdersQueryOptions(), enabled: token !== null });
  const [tracking, setTracking] = useState<Order | null>(null);
  const [paypal, setPaypal] = useState<Order | null>(null);
  const placed = (query.data ?? []).filter((order) => order.items.length > 0);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <span>
          <em>My</em> Orders
        </span>
      </h1>
      <OrderConfirmation />

      {!token ? (
        <div className={styles.empty}>
          <p>Please login to view orders</p>
          <Link to="/login" className={buttonClassName({ size: 'sm' })}>
            Login Now
          </Link>
        </div>
      ) : query.isError ? (
        <div className={styles.empty} role="alert">
          <p>{ORDER_LOAD_FAILED}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : query.isPending ? (
        <div aria-busy="true">
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </div>
      ) : placed.length === 0 ? (
        <div className={styles.empty}>
          <p>You have no orders yet.</p>
          <Link to="/collection" className={buttonClassName({ variant: 'secondary' })}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          <div className={orders.toolbar}>
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              Refresh
            </Button>
          </div>
          <ul className={orders.list}>
            {placed.map((order) => (
              <OrderGroup
                key={order._id}
                order={order}
                onTrack={setTracking}
                onPayPalInfo={setPaypal}
              />
            ))}
          </ul>
        </>
      )}

      <OrderTrackingDialog order={tracking} onClose={() => setTracking(null)} />
      <Modal open={paypal !== null} onClose={() => setPaypal(null)} title="PayPal Info" size="sm">
        {paypal?.paypalCaptureId && <p>PayPal capture ID: …{paypal.paypalCaptureId.slice(-8)}</p>}
      </Modal>
    </div>
  );
}

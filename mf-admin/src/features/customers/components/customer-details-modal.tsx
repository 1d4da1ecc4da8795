import { useEffect, useRef, useState } from 'react';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_RECENT_ORDERS,
  orderNumber,
  type CustomerOrderSummary,
} from '@shop/contracts';
import { Button, Modal, Spinner, toast } from '@shop/ui';
import { formatDate } from '../../shared/utils/admin-dates';
import { CUSTOMER_SPEND_RULE, formatSpend } from '../utils/customer-spend';
import { fetchCustomerDetail, type CustomerDetail } from '../api/customers-api';
import styles from './customers.module.css';

/** docs/product/admin.md#customer-details: Delivered green, Cancelled red, anything else yellow. */
const statusTone = (status: CustomerOrderSummary['status']) =>
  status === 'Delivered' ? 'green' : status === 'Cancelled' ? 'red' : 'yellow';

/**
 * Customer Details of one customer, asked for afresh each time it opens (the screen mounts one
 * per customer viewed). A failed call closes it with a toast.
 */
export function CustomerDetailsModal({
  customerId,
  onClose,
}: {
  customerId: string;
  onClose: () => void;
}) {
  const [detail, setDetail] = useState<CustomerDetail | null>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    let current = true;
    fetchCustomerDetail(customerId).then(
      (answer) => {
        if (current) setDetail(answer);
      },
      () => {
        if (!current) return;
        toast.error(CUSTOMER_MESSAGES.detailFailed);
        closeRef.current();
      },
    );
    return () => {
      current = false;
    };
  }, [customerId]);

  return (
    <Modal
      open
      onClose={onClose}
      title="Customer Details"
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {!detail ? (
        <div className={styles.modalLoading}>
          <Spinner label="Loading customer details" />
        </div>
      ) : (
        <div className={styles.detail}>
          <section>
            <h3 className={styles.sectionTitle}>Personal Information</h3>
            <dl className={styles.facts}>
              <div>
                <dt>Name</dt>
                <dd>{detail.customer.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{detail.customer.email}</dd>
              </div>
              <div>
                <dt>Email Status</dt>
                <dd>
                  <span className={styles.badge} data-verified={detail.customer.isEmailVerified}>
                    {detail.customer.isEmailVerified ? 'Verified' : 'Not Verified'}
                  </span>
                </dd>
              </div>
              <div>
                <dt>Registration Date</dt>
                <dd>{formatDate(detail.customer.createdAt)}</dd>
              </div>
            </dl>
          </section>

          {detail.customer.survey && (
            <section>
              <h3 className={styles.sectionTitle}>Survey Information</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>Source</dt>
                  <dd>{detail.customer.survey.source}</dd>
                </div>
                <div>
                  <dt>Referrer</dt>
                  <dd>{detail.customer.survey.referrer || 'None'}</dd>
                </div>
                <div className={styles.wide}>
                  <dt>Interested Categories</dt>
                  <dd className={styles.chips}>
                    {detail.customer.survey.categories.map((category) => (
                      <span key={category} className={styles.chip}>
                        {category}
                      </span>
                    ))}
                  </dd>
                </div>
              </dl>
            </section>
          )}

          <section>
            <h3 className={styles.sectionTitle}>Purchase Statistics</h3>
            <dl className={styles.figures}>
              <div>
                <dt>Total Orders</dt>
                <dd>{detail.stats.totalOrders}</dd>
              </div>
              <div>
                <dt>Completed</dt>
                <dd>{detail.stats.completedOrders}</dd>
              </div>
              <div>
                <dt>Cancelled</dt>
                <dd>{detail.stats.cancelledOrders}</dd>
              </div>
              <div>
                <dt>Total Spent</dt>
                <dd>{formatSpend(detail.stats.totalSpent)}</dd>
              </div>
            </dl>
            <p className={styles.sub}>{CUSTOMER_SPEND_RULE}</p>
          </section>

          {detail.orders.length > 0 && (
            <section>
              <h3 className={styles.sectionTitle}>Recent Orders</h3>
              <ul className={styles.recent}>
                {detail.orders.slice(0, CUSTOMER_RECENT_ORDERS).map((order) => (
                  <li key={order._id}>
                    <span>
                      <span className={styles.name}>Order #{orderNumber(order._id)}</span>
                      <span className={styles.sub}>{formatDate(order.date)}</span>
                    </span>
                    <span className={styles.recentAmount}>
                      {formatSpend(order.amount)}
                      <span className={styles.orderStatus} data-tone={statusTone(order.status)}>
                        {order.status}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}

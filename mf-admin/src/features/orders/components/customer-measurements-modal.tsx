import type { Order } from '@shop/contracts';
import { queryOptions, useQuery } from '@shop/storefront-sdk';
import { Modal, Spinner } from '@shop/ui';
import { adminErrorMessage } from '../../shared/api/admin-request';
import { formatDate } from '../../shared/utils/admin-dates';
import { MeasurementValues } from '../../shared/components/measurement-values';
import { fetchCustomerMeasurements } from '../api/orders-api';
import { ORDERS_TEXT } from '../utils/orders-messages';
import styles from './orders.module.css';

const customerMeasurementsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'measurements', 'of', userId],
    queryFn: () => fetchCustomerMeasurements(userId),
    staleTime: 0,
  });

/** The saved measurements of the customer who placed `order` (closed while null). */
export function CustomerMeasurementsModal({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  const userId = order?.userId ?? '';
  const query = useQuery({
    ...customerMeasurementsQueryOptions(userId),
    enabled: order !== null && userId !== '',
  });
  const customer = order ? `${order.address.firstName} ${order.address.lastName}` : '';

  let body;
  if (!userId) body = <p role="alert">{ORDERS_TEXT.noUserId}</p>;
  else if (query.isError)
    body = <p role="alert">{adminErrorMessage(query.error, ORDERS_TEXT.measurementsFailed)}</p>;
  else if (query.isPending)
    body = (
      <div className={styles.modalLoading}>
        <Spinner label="Loading measurements" />
      </div>
    );
  else if (!query.data) body = <p role="status">{ORDERS_TEXT.noMeasurements}</p>;
  else {
    const record = query.data;
    body = (
      <>
        <p className={styles.modalMeta}>
          {record.category}
          {record.subcategory && ` · ${record.subcategory}`} · saved {formatDate(record.updatedAt)}
          {record.madeToMeasure && ' · Made-to-Measure Enabled'}
        </p>
        <MeasurementValues record={record} />
        {record.notes && <p className={styles.modalNotes}>Notes: {record.notes}</p>}
      </>
    );
  }

  return (
    <Modal open={order !== null} onClose={onClose} title="Customer Measurements" size="md">
      {customer.trim() && <p className={styles.modalCustomer}>{customer}</p>}
      {body}
    </Modal>
  );
}

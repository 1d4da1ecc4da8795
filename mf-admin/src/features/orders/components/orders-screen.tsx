import { useState } from 'react';
import type { Order, OrderStatus } from '@shop/contracts';
import { isApiError, queryCache, useQuery, useToken } from '@shop/storefront-sdk';
import { toast } from '@shop/ui';
import { adminErrorMessage } from '../../shared/api/admin-request';
import { SignedInPagedList } from '../../shared/components/paged-list';
import { ScreenFrame } from '../../shared/components/screen-frame';
import { useFilteredPages } from '../../shared/hooks/use-filtered-pages';
import { CustomerMeasurementsModal } from './customer-measurements-modal';
import { EndOrderDialog, isEnding, type EndingStatus } from './end-order-dialog';
import { OrderCard } from './order-card';
import { NO_ORDER_FILTERS, OrderFilters } from './order-filters';
import {
  ADMIN_ORDERS_QUERY_KEY,
  adminOrdersQueryOptions,
  updateOrderStatus,
  type OrderFilters as Filters,
} from '../api/orders-api';
import { ORDERS_TEXT } from '../utils/orders-messages';
import styles from './orders.module.css';

/** Long enough to read the toast and reach its Undo. */
const UNDO_MS = 8000;

/** /admin/order: every customer's orders, filtered and paged, each status changeable. */
export function OrdersScreen() {
  const token = useToken();
  const paging = useFilteredPages<Filters>(NO_ORDER_FILTERS);
  const query = useQuery({
    ...adminOrdersQueryOptions(paging.page, paging.filters),
    enabled: token !== null,
  });
  // Orders whose status changed here, shown as the server returned them until the next load.
  const [changed, setChanged] = useState<Record<string, Order>>({});
  const [updating, setUpdating] = useState<string | null>(null);
  const [measuring, setMeasuring] = useState<Order | null>(null);
  const [ending, setEnding] = useState<{ order: Order; status: EndingStatus } | null>(null);

  const saveStatus = async (order: Order, status: OrderStatus) => {
    setUpdating(order._id);
    try {
      const saved = await updateOrderStatus(order._id, status);
      setChanged((current) => ({ ...current, [saved._id]: saved }));
      queryCache.invalidate(ADMIN_ORDERS_QUERY_KEY);
      // An order that ended stays ended; any other change can be taken back from its toast.
      const undo = isEnding(status)
        ? undefined
        : { label: 'Undo', onClick: () => void saveStatus(saved, order.status) };
      toast.success(ORDERS_TEXT.statusUpdated, { action: undo, autoClose: undo && UNDO_MS });
    } catch (error) {
      const answered = isApiError(error) && error.kind === 'http';
      toast.error(
        adminErrorMessage(
          error,
          answered ? ORDERS_TEXT.statusUpdateFailed : ORDERS_TEXT.statusUpdateError,
        ),
      );
    } finally {
      setUpdating(null);
    }
  };

  const changeStatus = (order: Order, status: OrderStatus) =>
    isEnding(status) ? setEnding({ order, status }) : void saveStatus(order, status);

  const orders = (query.data?.orders ?? []).map((order) => changed[order._id] ?? order);
  const pagination = query.data?.pagination;

  return (
    <ScreenFrame
      title="Orders Management"
      subtitle={pagination ? `Total Orders: ${pagination.total}` : undefined}
    >
      <SignedInPagedList
        signedIn={token !== null}
        filters={<OrderFilters filters={paging.filters} onChange={paging.changeFilters} />}
        query={query}
        text={ORDERS_TEXT}
        noun="orders"
        shown={orders.length}
        paging={paging}
      >
        <div className={styles.list}>
          {orders.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              updating={updating === order._id}
              onStatusChange={changeStatus}
              onShowMeasurements={setMeasuring}
            />
          ))}
        </div>
      </SignedInPagedList>
      <CustomerMeasurementsModal order={measuring} onClose={() => setMeasuring(null)} />
      <EndOrderDialog
        change={ending}
        onKeep={() => setEnding(null)}
        onConfirm={(order, status) => {
          setEnding(null);
          void saveStatus(order, status);
        }}
      />
    </ScreenFrame>
  );
}

import { useEffect, useState } from 'react';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { isApiError, useQuery } from '@shop/storefront-sdk';
import { Button, Pager, Spinner, toast } from '@shop/ui';
import { ADMIN_MESSAGES } from '../../shared/api/admin-request';
import controls from '../../shared/components/list-state.module.css';
import { ScreenFrame } from '../../shared/components/screen-frame';
import { CustomerDetailsModal } from './customer-details-modal';
import { CustomerStatCards } from './customer-stat-cards';
import { customersQueryOptions, type CustomerListParams } from '../api/customers-api';
import { customersCsv, customersCsvFileName } from '../utils/customers-csv';
import { CustomersTable } from './customers-table';
import { CustomersToolbar } from './customers-toolbar';
import { downloadCsv } from '../utils/download-csv';
import styles from './customers.module.css';

const FIRST_PAGE: CustomerListParams = {
  page: 1,
  search: '',
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

/** /admin/customers: figures over all customers, and the customers to search, sort and view. */
export function CustomersScreen() {
  const [params, setParams] = useState(FIRST_PAGE);
  const list = useQuery(customersQueryOptions(params));
  const [viewing, setViewing] = useState<string | null>(null);

  useEffect(() => {
    if (!list.isError) return;
    // A 401 has already said the session ended; a 403 says who may look.
    if (isApiError(list.error) && list.error.status === 401) return;
    const forbidden = isApiError(list.error) && list.error.status === 403;
    toast.error(forbidden ? ADMIN_MESSAGES.accessDenied : CUSTOMER_MESSAGES.listFailed, {
      id: 'customers-failed',
    });
  }, [list.isError, list.error]);

  const customers = list.data?.customers ?? [];
  const pages = list.data?.pagination.pages ?? 0;
  const goTo = (page: number) => setParams((current) => ({ ...current, page }));

  return (
    <ScreenFrame title="Customer Management" subtitle="View and manage all your customers">
      <CustomerStatCards />
      <CustomersToolbar
        params={params}
        onChange={(changed) => setParams({ ...changed, page: 1 })}
      />
      <div className={styles.listHead}>
        <p className={styles.count}>{list.data && `${list.data.pagination.total} customers`}</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={customers.length === 0}
          onClick={() => downloadCsv(customersCsvFileName(new Date()), customersCsv(customers))}
        >
          Export CSV
        </Button>
      </div>

      {list.isPending ? (
        <div className={controls.state}>
          <Spinner label="" />
          <p>Loading customers...</p>
        </div>
      ) : customers.length === 0 ? (
        <p className={controls.state}>No customers found</p>
      ) : (
        <CustomersTable customers={customers} onView={(customer) => setViewing(customer._id)} />
      )}

      <div className={styles.pager}>
        <Pager
          page={params.page}
          pages={pages}
          numbering="position"
          steps="words"
          onPageChange={goTo}
        />
      </div>

      {viewing && (
        <CustomerDetailsModal key={viewing} customerId={viewing} onClose={() => setViewing(null)} />
      )}
    </ScreenFrame>
  );
}

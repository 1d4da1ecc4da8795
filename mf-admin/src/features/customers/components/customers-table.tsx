import { cx } from '@shop/ui';
import type { CustomerListItem } from '@shop/contracts';
import { formatDate } from '../../shared/utils/admin-dates';
import { CUSTOMER_SPEND_RULE, formatSpend } from '../utils/customer-spend';
import styles from './customers.module.css';
import dataTable from '../../shared/components/data-table.module.css';

interface Props {
  customers: readonly CustomerListItem[];
  onView: (customer: CustomerListItem) => void;
}

export function CustomersTable({ customers, onView }: Props) {
  return (
    <>
      <div className={styles.tableWrap}>
        <table
          className={cx(dataTable.table, dataTable.topAligned, dataTable.stacked, styles.table)}
        >
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Email Status</th>
              <th scope="col">Source</th>
              <th scope="col">Registered</th>
              <th scope="col">Orders</th>
              <th scope="col">Total Spent</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer._id}>
                <td data-label="Customer">
                  <span className={styles.name}>{customer.name}</span>
                  <span className={styles.sub}>{customer.email}</span>
                </td>
                <td data-label="Email Status">
                  <span className={styles.badge} data-verified={customer.isEmailVerified}>
                    {customer.isEmailVerified ? 'Verified' : 'Not Verified'}
                  </span>
                </td>
                <td data-label="Source">
                  {customer.survey?.source ?? <span className={styles.sub}>No survey</span>}
                </td>
                <td data-label="Registered" className={styles.nowrap}>
                  {formatDate(customer.createdAt)}
                </td>
                <td data-label="Orders">
                  {customer.stats.totalOrders}
                  <span className={`${styles.sub} ${styles.nowrap}`}>
                    {customer.stats.completedOrders} completed
                  </span>
                </td>
                <td data-label="Total Spent" className={styles.nowrap}>
                  {formatSpend(customer.stats.totalSpent)}
                </td>
                <td data-label="Actions">
                  <button
                    type="button"
                    className={styles.view}
                    aria-label={`View ${customer.name}`}
                    onClick={() => onView(customer)}
                  >
                    View
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.sub}>{CUSTOMER_SPEND_RULE}</p>
    </>
  );
}

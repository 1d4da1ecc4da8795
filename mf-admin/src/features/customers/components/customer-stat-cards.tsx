import { useQuery } from '@shop/storefront-sdk';
import { customerStatsQueryOptions } from '../api/customers-api';
import styles from './customers.module.css';

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** The four figures over all customers; a failure leaves them blank (admin spec §8). */
export function CustomerStatCards() {
  const { data: stats } = useQuery(customerStatsQueryOptions());
  const cards = [
    {
      label: 'Total Customers',
      value: stats?.totalCustomers,
      note: 'registered users',
    },
    {
      label: 'Verified Customers',
      value: stats?.verifiedCustomers,
      note: stats && `${percent(stats.verifiedCustomers, stats.totalCustomers)}% verified`,
    },
    {
      label: 'Active Buyers',
      value: stats?.customersWithOrders,
      note: stats && `${stats.conversionRate}% conversion rate`,
    },
    {
      label: 'Returning Customers',
      value: stats?.returningCustomers,
      note: 'repeat purchases',
    },
  ];

  return (
    <ul className={styles.stats}>
      {cards.map((card) => (
        <li key={card.label} className={styles.stat}>
          <span className={styles.statLabel}>{card.label}</span>
          <strong className={styles.statValue}>{card.value ?? '–'}</strong>
          <span className={styles.statNote}>{card.note}</span>
        </li>
      ))}
    </ul>
  );
}

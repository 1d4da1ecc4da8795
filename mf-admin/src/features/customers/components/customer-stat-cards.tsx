import { useQuery } from '@shop/storefront-sdk';
import { customerStatsQueryOptions } from '../api/customers-api';
import { FigureCards } from '../../shared/components/figure-cards';

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/**
 * The four figures over all customers; a failure leaves them blank
 * (docs/product/admin.md#customer-management).
 */
export function CustomerStatCards() {
  const { data: stats } = useQuery(customerStatsQueryOptions());
  const cards = [
    {
      key: 'total',
      label: 'Total Customers',
      value: stats?.totalCustomers,
      note: 'registered users',
    },
    {
      key: 'verified',
      label: 'Verified Customers',
      value: stats?.verifiedCustomers,
      note: stats && `${percent(stats.verifiedCustomers, stats.totalCustomers)}% verified`,
    },
    {
      key: 'buyers',
      label: 'Active Buyers',
      value: stats?.customersWithOrders,
      note: stats && `${stats.conversionRate}% conversion rate`,
    },
    {
      key: 'returning',
      label: 'Returning Customers',
      value: stats?.returningCustomers,
      note: 'repeat purchases',
    },
  ];

  return <FigureCards cards={cards} />;
}

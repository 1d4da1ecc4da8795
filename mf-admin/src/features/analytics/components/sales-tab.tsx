import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@shop/storefront-sdk';
import { cx } from '@shop/ui';
import dataTable from '../../shared/components/data-table.module.css';
import { FigureCards } from '../../shared/components/figure-cards';
import { REVENUE_RULE, REVENUE_RULE_DETAIL } from '../../shared/utils/revenue-rule';
import type { SalesFigures } from '../api/analytics-api';
import { CHART_COLORS } from '../utils/chart-colors';
import { Panel } from './panel';
import styles from './analytics.module.css';

/** Amounts are what was charged: US dollars, whatever currency a shopper browsed in. */
const usd = (amount: number) => formatPrice(amount);
/** 2024-05-03 → 3 May, read as UTC like the server's days. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00.000Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The period's sales (docs/product/admin.md#sales-tab): revenue and orders by day, average order
 * value, conversion, best sellers and refunds, every amount in USD by the one revenue rule.
 */
export function SalesTab({ sales }: { sales: SalesFigures | undefined }) {
  if (!sales) return <p className={styles.note}>Loading sales...</p>;
  const noSales = sales.orders === 0 && 'No paid orders in this period';
  return (
    <>
      <p className={styles.rule}>Amounts in US dollars (USD), as charged. {REVENUE_RULE_DETAIL}</p>
      <FigureCards
        cards={[
          { key: 'revenue', label: 'Revenue (USD)', value: usd(sales.revenue), note: REVENUE_RULE },
          { key: 'orders', label: 'Orders', value: sales.orders, note: REVENUE_RULE },
          {
            key: 'average',
            label: 'Average Order Value (USD)',
            value: usd(sales.averageOrderValue),
            note: 'Revenue / orders',
          },
          {
            key: 'conversion',
            label: 'Conversion',
            value: `${sales.conversionRate}%`,
            note: `${counted(sales.orders, 'order', 'orders')} / ${counted(sales.visits, 'visit', 'visits')}`,
          },
          {
            key: 'refunds',
            label: 'Refunds (USD)',
            value: usd(sales.refunds.amount),
            note: `${counted(sales.refunds.count, 'paid order', 'paid orders')} cancelled or refunded`,
          },
        ]}
      />
      <div className={styles.panels}>
        <Panel title="Revenue by Day (USD)" empty={noSales}>
          <div className={styles.chart}>
            <ResponsiveContainer>
              <BarChart data={sales.days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 12 }} />
                <YAxis tick={{ fontSize: 12 }} tickFormatter={(value: number) => `$${value}`} />
                <Tooltip
                  labelFormatter={(date) => dayLabel(String(date))}
                  formatter={(value) => usd(Number(value))}
                />
                <Bar dataKey="revenue" name="Revenue (USD)" fill={CHART_COLORS.accent} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Panel>
        <Panel title="Orders by Day" empty={noSales}>
          <div className={styles.chart}>
            <ResponsiveContainer>
              <BarChart data={sales.days} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip labelFormatter={(date) => dayLabel(String(date))} />
                <Bar dataKey="orders" name="Orders" fill={CHART_COLORS.info} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Panel>
      </div>
      <div className={cx(styles.panels, styles.stacked)}>
        <Panel title="Best Sellers" empty={sales.bestSellers.length === 0 && 'No Sales Yet'}>
          <table className={dataTable.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className={styles.number}>
                  Units
                </th>
                <th scope="col" className={styles.number}>
                  Revenue (USD)
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.bestSellers.map((product) => (
                <tr key={product.productId}>
                  <td>{product.name}</td>
                  <td className={styles.number}>{product.units}</td>
                  <td className={styles.number}>{usd(product.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.note}>
            Revenue of a product: its lines&apos; price times quantity, before delivery.
          </p>
        </Panel>
      </div>
    </>
  );
}

import { formatPrice } from '@shop/storefront-sdk';
import type { CombinedAnalytics } from '../api/analytics-api';
import type { DateRangeDays } from '../utils/analytics-settings';
import { periodChange } from '../utils/period-change';
import { useCardClicks } from '../hooks/use-tab-views';
import { FigureCards } from '../../shared/components/figure-cards';
import { REVENUE_RULE } from '../../shared/utils/revenue-rule';
import styles from './analytics.module.css';

interface Props {
  combined: CombinedAnalytics | undefined;
  /** The same figures for the period just before, for orders and revenue. */
  previous: CombinedAnalytics | undefined;
  todayRegistrations: number;
  days: DateRangeDays;
}

interface Card {
  label: string;
  value: string;
  trend?: { label: string; direction: string };
  /** Which orders the figure counts. */
  counts?: string;
}

/**
 * The four headline figures. Each historical one says how it moved against the period of the
 * same length before; today's registrations are live. A click on a card is recorded, nothing more.
 */
export function StatCards({ combined, previous, todayRegistrations, days }: Props) {
  const change = (current: number | undefined, before: number | undefined) =>
    current === undefined || before === undefined ? undefined : periodChange(current, before);
  const overview = combined?.overview;
  const cards: Card[] = [
    {
      label: 'Total Users',
      value: String(overview?.totalUsers ?? 0),
      trend: change(overview?.totalUsers, overview?.previous.totalUsers),
    },
    {
      label: "Today's Registrations",
      value: String(todayRegistrations),
      trend: { label: 'Live', direction: 'live' },
    },
    {
      label: 'Orders Placed',
      value: String(combined?.conversions.transactions ?? 0),
      trend: change(combined?.conversions.transactions, previous?.conversions.transactions),
      counts: 'Placed, not cancelled',
    },
    {
      label: 'Total Revenue',
      value: formatPrice(combined?.conversions.revenue ?? 0),
      trend: change(combined?.conversions.revenue, previous?.conversions.revenue),
      counts: `${REVENUE_RULE} (USD)`,
    },
  ];
  const comparedWith = `vs previous ${days} days`;
  const clicked = useCardClicks();

  return (
    <FigureCards
      cards={cards.map(({ label, value, trend, counts }) => ({
        key: label,
        label,
        value,
        onClick: () => clicked(label),
        note: (
          <>
            {trend && (
              <>
                <span className={styles.trend} data-direction={trend.direction}>
                  {trend.label}
                </span>
                {trend.direction !== 'live' && ` ${comparedWith}`}
              </>
            )}
            {counts && <span className={styles.counts}>{counts}</span>}
          </>
        ),
      }))}
    />
  );
}

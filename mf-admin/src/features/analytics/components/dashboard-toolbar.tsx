import { Button, FilterSelect } from '@shop/ui';
import {
  DASHBOARD_TABS,
  DATE_RANGE_DAYS,
  type DashboardTab,
  type DateRangeDays,
} from '../utils/analytics-settings';
import styles from './analytics.module.css';

interface Props {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  days: DateRangeDays;
  onDaysChange: (days: DateRangeDays) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

const DATE_RANGE_OPTIONS = DATE_RANGE_DAYS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));

/** The tabs, and the period of the historical figures with the Refresh of everything. */
export function DashboardToolbar({
  tab,
  onTabChange,
  days,
  onDaysChange,
  refreshing,
  onRefresh,
}: Props) {
  return (
    <div className={styles.toolbar}>
      <div role="tablist" aria-label="Analytics views" className={styles.tabs}>
        {DASHBOARD_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === tab}
            className={styles.tab}
            onClick={() => onTabChange(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div className={styles.period}>
        <FilterSelect
          label="Date range"
          value={String(days)}
          options={DATE_RANGE_OPTIONS}
          onChange={(value) => onDaysChange(Number(value) as DateRangeDays)}
        />
        <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
          Refresh
        </Button>
      </div>
    </div>
  );
}

import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CombinedAnalytics } from '../api/analytics-api';
import { CHART_TRAFFIC_SOURCES } from '../utils/analytics-settings';
import { CHART_COLORS } from '../utils/chart-colors';
import { Panel } from './panel';
import { searchSocialDirect } from '../utils/traffic-mix';
import styles from './analytics.module.css';

const SOURCE_NAME_CHARS = 14;
/** A long referral host would run into its neighbours under the bars. */
const shortName = (source: string) =>
  source.length > SOURCE_NAME_CHARS ? `${source.slice(0, SOURCE_NAME_CHARS - 1)}…` : source;

const MIX_COLORS = [CHART_COLORS.info, CHART_COLORS.accentLight, CHART_COLORS.success];

/** The period's leading traffic sources, and how search, social and direct visits compare. */
export function OverviewTab({
  trafficSources,
}: {
  trafficSources: CombinedAnalytics['trafficSources'];
}) {
  const leading = trafficSources.slice(0, CHART_TRAFFIC_SOURCES);
  const mix = searchSocialDirect(trafficSources);
  const noMix = mix.every((slice) => slice.value === 0);

  return (
    <div className={styles.panels}>
      <Panel title="Traffic Sources" empty={leading.length === 0 && 'No Traffic Data'}>
        <div className={styles.chart}>
          <ResponsiveContainer>
            <BarChart data={leading} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="source"
                tick={{ fontSize: 12 }}
                tickFormatter={shortName}
                interval={0}
                angle={-30}
                textAnchor="end"
                height={56}
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend verticalAlign="top" height={28} />
              <Bar dataKey="users" name="Users" fill={CHART_COLORS.accent} />
              <Bar dataKey="sessions" name="Sessions" fill={CHART_COLORS.accentLight} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Panel>
      <Panel title="Search vs Social Traffic" empty={noMix && 'No Traffic Data'}>
        <div className={styles.chart}>
          <ResponsiveContainer>
            <PieChart>
              <Pie data={mix} dataKey="value" nameKey="name" outerRadius="75%" label>
                {mix.map((slice, i) => (
                  <Cell key={slice.name} fill={MIX_COLORS[i]} />
                ))}
              </Pie>
              <Tooltip />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      </Panel>
    </div>
  );
}

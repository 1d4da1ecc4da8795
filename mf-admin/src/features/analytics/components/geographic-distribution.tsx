import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CombinedAnalytics } from '../api/analytics-api';
import { CHART_COLORS } from '../utils/chart-colors';
import { Panel } from './panel';
import { topCountries, topPlaces } from '../utils/places';
import styles from './analytics.module.css';

const NO_PLACES = 'No Location Data';

/** Where the period's visitors were: the leading countries charted, the leading cities listed. */
export function GeographicDistribution({ places }: { places: CombinedAnalytics['geographic'] }) {
  const countries = topCountries(places);
  const listed = topPlaces(places);
  return (
    <div className={styles.panels}>
      <Panel title="Geographic Distribution" empty={countries.length === 0 && NO_PLACES}>
        <div className={styles.chart}>
          <ResponsiveContainer>
            <BarChart
              data={countries}
              layout="vertical"
              margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="country" width={110} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="users" name="Users" fill={CHART_COLORS.info} maxBarSize={28} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Panel>
      <Panel title="Top Locations" empty={listed.length === 0 && NO_PLACES}>
        <ol className={styles.rows}>
          {listed.map((place) => (
            <li key={`${place.country}|${place.city}`} className={styles.row}>
              <span className={styles.primary}>{place.country}</span>
              <span className={styles.details}>
                <span>{place.city}</span>
                <span>{place.users} users</span>
              </span>
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}

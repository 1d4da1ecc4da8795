import { sql, type SQL } from 'drizzle-orm';
import { latestHours, visitorLatest, type RollupDimension } from '../rollups/visit-rollups.table';
import { visits } from '../tracking/visits.table';

const HOUR_MS = 60 * 60 * 1000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The visitors seen at or after `start`, as rows (key_a, key_b, key_c, visitors, hits) to sum by
 * key: the whole UTC hours after the one `start` falls in come from `latest_hours`, that hour
 * from `visitor_latest` (a visitor counts once, at its latest sighting) and, for places, the
 * hits of the sessions last seen in it from `visits`. Both tables are caught up with the visits
 * before a read (`VisitRollups`), so the sums are those of the visits themselves.
 */
export function activeSince(dimension: RollupDimension, start: Date): SQL {
  const wholeHours = new Date(Math.floor(start.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const edge = (column: SQL | typeof visits.lastSeenAt) =>
    sql`${column} >= ${at(start)} and ${column} < ${at(wholeHours)}`;
  const edgeHits =
    dimension === 'place'
      ? sql`union all
        select ${visits.country}, ${visits.city}, '', 0, ${visits.hits} from ${visits}
        where ${edge(visits.lastSeenAt)}`
      : sql``;
  return sql`(
    select key_a, key_b, key_c, visitors, hits from ${latestHours}
    where ${latestHours.dimension} = ${dimension} and ${latestHours.hour} >= ${at(wholeHours)}
    union all
    select key_a, key_b, key_c, 1, 0 from ${visitorLatest}
    where ${visitorLatest.dimension} = ${dimension} and ${edge(sql`${visitorLatest.lastSeenAt}`)}
    ${edgeHits}
  )`;
}

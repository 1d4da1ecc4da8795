import { sql, type SQL } from 'drizzle-orm';
import { latestHours, visitorLatest, type RollupDimension } from '../rollups/visit-rollups.table';
import { visits } from '../tracking/visits.table';

const HOUR_MS = 60 * 60 * 1000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A visit under the key of a `visitor_latest` row `l` of `dimension`. */
const underKey: Record<RollupDimension, SQL> = {
  all: sql`true`,
  source: sql`(v.source, v.medium, v.source_type) = (l.key_a, l.key_b, l.key_c)`,
  place: sql`(v.country, v.city) = (l.key_a, l.key_b)`,
};

/**
 * The visitors seen at or after `start`, as rows (key_a, key_b, key_c, visitors, hits) to sum by
 * key: the whole UTC hours after the one `start` falls in come from `latest_hours`; that hour from
 * the visitors whose latest hour it is (`visitor_latest`, so a visitor counts once) and who have a
 * session under the key last seen at or after `start` (`visits`) and, for places, the hits of the
 * sessions last seen in it from `visits`. Both tables are caught up with the visits before a read
 * (`VisitRollups`), so the sums are those of the visits themselves.
 */
export function activeSince(dimension: RollupDimension, start: Date): SQL {
  const startHour = new Date(Math.floor(start.getTime() / HOUR_MS) * HOUR_MS);
  const wholeHours = new Date(startHour.getTime() + HOUR_MS);
  const edgeHits =
    dimension === 'place'
      ? sql`union all
        select ${visits.country}, ${visits.city}, '', 0, ${visits.hits} from ${visits}
        where ${visits.lastSeenAt} >= ${at(start)} and ${visits.lastSeenAt} < ${at(wholeHours)}`
      : sql``;
  return sql`(
    select key_a, key_b, key_c, visitors, hits from ${latestHours}
    where ${latestHours.dimension} = ${dimension} and ${latestHours.hour} >= ${at(wholeHours)}
    union all
    select l.key_a, l.key_b, l.key_c, 1, 0 from ${visitorLatest} as l
    where l.dimension = ${dimension} and l.last_seen_hour = ${at(startHour)}
      and exists (select 1 from ${visits} as v
        where v.visitor_id = l.visitor_id and v.last_seen_at >= ${at(start)} and ${underKey[dimension]})
    ${edgeHits}
  )`;
}

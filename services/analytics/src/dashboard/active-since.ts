import { sql, type SQL } from 'drizzle-orm';
import {
  latestHours,
  visitChanges,
  visitorLatest,
  type RollupDimension,
} from '../rollups/visit-rollups.table';
import { visits } from '../tracking/visits.table';

const HOUR_MS = 60 * 60 * 1000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The key a visit `v` counts under in `dimension`, as in `latest_keys` (migration 0007). */
const keyOf: Record<RollupDimension, SQL> = {
  all: sql`'', '', ''`,
  source: sql`v.source, v.medium, v.source_type`,
  place: sql`v.country, v.city, ''`,
};

/**
 * The sessions last seen in [start, end) as the rollups last counted them: a session with changes
 * still noted (`visit_changes`) as it was before the first of them, or not at all if that first
 * change made it. Read in one statement with the rollups, so both show the same moment: the
 * visits alone may be newer (a session seen again in a later hour would leave this hour before
 * the rollups count it in that one).
 */
function countedSessions(start: Date, end: Date): SQL {
  const within = (alias: string) =>
    sql`${sql.raw(alias)}.last_seen_at >= ${at(start)} and ${sql.raw(alias)}.last_seen_at < ${at(end)}`;
  return sql`(
    select v.visitor_id, v.source, v.medium, v.source_type, v.country, v.city, v.hits
    from ${visits} as v
    where ${within('v')}
      and not exists (select 1 from ${visitChanges} as c where c.session_id = v.session_id)
    union all
    select c.visitor_id, c.source, c.medium, c.source_type, c.country, c.city, c.hits
    from (select distinct on (session_id) * from ${visitChanges} order by session_id, id) as c
    where c.sign = -1 and ${within('c')}
  )`;
}

/**
 * The visitors seen at or after `start`, as rows (key_a, key_b, key_c, visitors, hits) to sum by
 * key: the whole UTC hours after the one `start` falls in come from `latest_hours`; that hour from
 * the visitors of the sessions last seen in it at or after `start` (`countedSessions`) whose
 * latest hour it is (`visitor_latest`: a visitor seen later counts in a later hour) and, for
 * places, the hits of those sessions. The rollups are caught up before a read (`VisitRollups`),
 * so the sums are those of the visits themselves, as of the last catch-up.
 */
export function activeSince(dimension: RollupDimension, start: Date): SQL {
  const startHour = new Date(Math.floor(start.getTime() / HOUR_MS) * HOUR_MS);
  const wholeHours = new Date(startHour.getTime() + HOUR_MS);
  // Places read the edge sessions twice (visitors and hits): the WITH reads the queue once.
  const edgeHits =
    dimension === 'place'
      ? sql`union all
        select v.country, v.city, '', 0, v.hits from edge as v`
      : sql``;
  return sql`(
    with edge as ${countedSessions(start, wholeHours)}
    select key_a, key_b, key_c, visitors, hits from ${latestHours}
    where ${latestHours.dimension} = ${dimension} and ${latestHours.hour} >= ${at(wholeHours)}
    union all
    select l.key_a, l.key_b, l.key_c, 1, 0
    from (select distinct ${keyOf[dimension]}, v.visitor_id from edge as v)
      as seen (key_a, key_b, key_c, visitor_id)
      join ${visitorLatest} as l on l.dimension = ${dimension}
        and (l.key_a, l.key_b, l.key_c, l.visitor_id) = (seen.key_a, seen.key_b, seen.key_c, seen.visitor_id)
    where l.last_seen_hour = ${at(startHour)}
    ${edgeHits}
  )`;
}

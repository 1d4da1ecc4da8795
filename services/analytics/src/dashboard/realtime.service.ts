import { Injectable } from '@nestjs/common';
import {
  LIVE_WINDOW_MINUTES,
  type ActiveUsersAnswer,
  type LocationsAnswer,
  type RecentSignInsAnswer,
  type SummaryAnswer,
  type TrafficSourcesAnswer,
} from '@shop/contracts';
import { VisitRollups } from '../rollups/visit-rollups';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { logins } from '../sign-ins/logins.table';
import { registrations } from '../sign-ins/registrations.table';
import { visits } from '../tracking/visits.table';
import { activeSince } from './active-since';
import { startOfUtcDay, type Period } from './analytics-dates';
import { count, iso, rowsOf } from '../db/rows';

/** The signed-in users listed beside the active visitors' count. */
const ACTIVE_USERS_LISTED = 100;
/** Rows of the locations and traffic-sources lists. */
const LIST_ROWS = 100;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

type Row = Record<string, unknown>;

/**
 * The real-time figures of docs/product/admin.md#analytics-dashboard. A visitor is active in a
 * range when their session was last seen within it, and live when seen in the last
 * LIVE_WINDOW_MINUTES. Visitors are counted from the rollups of their latest sighting
 * (`activeSince`).
 */
@Injectable()
export class RealtimeService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly rollups: VisitRollups,
  ) {}

  async activeUsers({ start }: Period): Promise<Omit<ActiveUsersAnswer, 'success'>> {
    await this.rollups.catchUp();
    const [counted, listed] = await Promise.all([
      this.db.execute(sql`
        select coalesce(sum(visitors), 0) as count from ${activeSince('all', start)} as seen`),
      this.db.execute(sql`
        select * from (
          select distinct on (user_id) user_id, email, last_seen_at, country, city, source
          from ${visits}
          where ${visits.lastSeenAt} >= ${at(start)} and ${visits.userId} is not null
          order by user_id, last_seen_at desc
        ) as latest
        order by last_seen_at desc
        limit ${ACTIVE_USERS_LISTED}`),
    ]);
    return {
      count: count(rowsOf<Row>(counted)[0]?.count),
      users: rowsOf<Row>(listed).map((row) => ({
        userId: String(row.user_id),
        email: String(row.email ?? ''),
        lastActivity: iso(row.last_seen_at),
        location: { country: String(row.country), city: String(row.city) },
        trafficSource: { source: String(row.source) },
      })),
    };
  }

  async locations({ start }: Period): Promise<LocationsAnswer['data']> {
    await this.rollups.catchUp();
    const result = await this.db.execute(sql`
      select key_a as country, key_b as city,
        sum(visitors) as unique_users, sum(hits) as total_activities
      from ${activeSince('place', start)} as seen
      group by 1, 2
      having sum(visitors) > 0
      order by unique_users desc, total_activities desc
      limit ${LIST_ROWS}`);
    return rowsOf<Row>(result).map((row) => ({
      country: String(row.country),
      city: String(row.city),
      uniqueUsers: count(row.unique_users),
      totalActivities: count(row.total_activities),
    }));
  }

  async trafficSources({ start }: Period): Promise<TrafficSourcesAnswer['data']> {
    await this.rollups.catchUp();
    const result = await this.db.execute(sql`
      with seen as (
        select key_a as source, key_b as medium, key_c as source_type, sum(visitors) as unique_users
        from ${activeSince('source', start)} as seen group by 1, 2, 3 having sum(visitors) > 0
      ), registered as (
        select source, medium, source_type, count(*) as registrations
        from ${registrations} where ${registrations.registeredAt} >= ${at(start)} group by 1, 2, 3
      ), signed_in as (
        select source, medium, source_type, count(*) as logins
        from ${logins} where ${logins.loggedInAt} >= ${at(start)} group by 1, 2, 3
      )
      select source, medium, source_type, unique_users, registrations, logins
      from seen
        full join registered using (source, medium, source_type)
        full join signed_in using (source, medium, source_type)
      order by coalesce(unique_users, 0) desc, coalesce(registrations, 0) desc, source
      limit ${LIST_ROWS}`);
    return rowsOf<Row>(result).map((row) => ({
      source: String(row.source),
      medium: String(row.medium),
      type: row.source_type as TrafficSourcesAnswer['data'][number]['type'],
      uniqueUsers: count(row.unique_users),
      registrations: count(row.registrations),
      logins: count(row.logins),
    }));
  }

  /** The newest registrations, with the place and device of the user's latest visit. */
  recentRegistrations(limit: number): Promise<RecentSignInsAnswer['data']> {
    return this.newestSignIns(
      sql`${registrations}`,
      sql`e.registered_at`,
      sql`v.device_type`,
      limit,
    );
  }

  /** The newest sign-ins; the device the login reported, else that of the latest visit. */
  recentLogins(limit: number): Promise<RecentSignInsAnswer['data']> {
    const device = sql`coalesce(e.device_type, v.device_type)`;
    return this.newestSignIns(sql`${logins}`, sql`e.logged_in_at`, device, limit);
  }

  /** The newest rows of `events` (as e) by `at`, each with the place of the user's latest visit. */
  private async newestSignIns(
    events: SQL,
    at: SQL,
    device: SQL,
    limit: number,
  ): Promise<RecentSignInsAnswer['data']> {
    const result = await this.db.execute(sql`
      select e.user_id, e.email, ${at} as at, e.source, e.medium, e.source_type,
        v.country, v.city, ${device} as device_type
      from ${events} as e
        left join lateral (${latestVisitOf(sql`e.user_id`)}) as v on true
      order by ${at} desc
      limit ${limit}`);
    return rowsOf<Row>(result).map(signInOf);
  }

  async summary(now: Date): Promise<SummaryAnswer['data']> {
    const live = new Date(now.getTime() - LIVE_WINDOW_MINUTES * 60_000);
    const today = startOfUtcDay(now);
    await this.rollups.catchUp();
    const result = await this.db.execute(sql`
      select
        (select coalesce(sum(visitors), 0) from ${activeSince('all', live)} as seen) as live,
        (select count(*) from ${registrations}
          where ${registrations.registeredAt} >= ${at(today)}) as registrations,
        (select count(*) from ${logins} where ${logins.loggedInAt} >= ${at(today)}) as logins`);
    const [row] = rowsOf<Row>(result);
    return {
      liveUsersNow: count(row?.live),
      todayRegistrations: count(row?.registrations),
      todayLogins: count(row?.logins),
    };
  }
}

function latestVisitOf(userId: ReturnType<typeof sql>) {
  return sql`select country, city, device_type from ${visits}
    where ${visits.userId} = ${userId} order by ${visits.lastSeenAt} desc limit 1`;
}

function signInOf(row: Row): RecentSignInsAnswer['data'][number] {
  return {
    userId: String(row.user_id),
    email: String(row.email),
    timestamp: iso(row.at),
    trafficSource: {
      source: String(row.source),
      medium: String(row.medium),
      type: row.source_type as RecentSignInsAnswer['data'][number]['trafficSource']['type'],
    },
    location: { country: String(row.country ?? 'Unknown'), city: String(row.city ?? 'Unknown') },
    device: {
      type: (row.device_type ?? 'unknown') as RecentSignInsAnswer['data'][number]['device']['type'],
    },
  };
}

import { z } from 'zod';
import { TRACK_BATCH_LIMIT, TRACK_BODY_LIMIT_BYTES } from './track-limits';
import { DEVICE_TYPES, deviceSchema, TRAFFIC_SOURCE_TYPES, trafficSourceSchema } from './traffic';

/**
 * `POST /api/realtime-analytics/track` (docs/product/chat-and-tracking.md) and the analytics
 * service's admin calls (docs/product/admin.md#analytics-dashboard,
 * docs/product/api-and-errors.md#back-office-calls).
 */

export const ANALYTICS_MESSAGES = {
  trackBodyTooLarge: `Tracking data is too large (at most ${TRACK_BODY_LIMIT_BYTES / 1024} KB)`,
  invalidTimeRange: 'timeRange must be one of 24h, 3d, 7d, 30d',
  invalidDate: 'startDate and endDate must be today, yesterday, NdaysAgo or a YYYY-MM-DD date',
  reversedDates: 'startDate must not be after endDate',
} as const;

const text = (max: number) => z.string().trim().max(max);
const sessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'expected 8 to 64 letters, digits, _ or -' });
/** Free-form details (eventData, metadata): a flat-ish object of at most 30 keys. */
const details = z
  .record(z.string().max(60), z.unknown())
  .refine((value) => Object.keys(value).length <= 30, { message: 'at most 30 keys' });

/**
 * The landing page record (docs/product/chat-and-tracking.md#landing-page), kept in
 * sessionStorage `landingPage`.
 */
export const landingPageSchema = z.object({
  url: text(2000).optional(),
  path: text(500).optional(),
  referrer: text(2000).optional(),
  utm_source: text(100).optional(),
  utm_medium: text(100).optional(),
  utm_campaign: text(200).optional(),
  utm_content: text(200).optional(),
  utm_term: text(200).optional(),
  timestamp: z.iso.datetime().optional(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

/**
 * The event form (docs/product/chat-and-tracking.md#ecommerce-events): an ecommerce event
 * (sign_up, add_to_cart, purchase, ...).
 * Counted only with a login token (header `token` or Bearer); without one it is skipped.
 */
export const trackEventSchema = z.object({
  eventType: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, { message: 'expected a snake_case name' }),
  eventData: details.optional(),
  timestamp: z.iso.datetime().optional(),
  sessionId: sessionId.optional(),
});

/**
 * The activity form (docs/product/chat-and-tracking.md#activity-records), sent on login and
 * registration.
 * The user is the login token's: `userId` and `email` are read only to match it, and without a
 * token the activity counts as an anonymous visitor's.
 */
export const trackActivitySchema = z.object({
  userId: text(100).optional(),
  email: text(254).optional(),
  activityType: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, { message: 'expected a snake_case name' }),
  trafficSource: trafficSourceSchema.optional(),
  device: deviceSchema.optional(),
  metadata: details.optional(),
  sessionId: sessionId.optional(),
  visitorId: sessionId.optional(),
});

/**
 * The page-view form: one per route change, no token needed, so visitors count as well as
 * customers. The traffic source is worked out from `landingPage` when it is sent (else
 * `trafficSource`, else direct); the device from the User-Agent header (else `device`).
 * `visitorId` is a browser's lasting id (localStorage); without it each session is a visitor.
 */
export const trackPageViewSchema = z.object({
  sessionId,
  visitorId: sessionId.optional(),
  path: text(500).min(1),
  title: text(300).optional(),
  referrer: text(2000).optional(),
  landingPage: landingPageSchema.optional(),
  trafficSource: trafficSourceSchema.optional(),
  device: deviceSchema.optional(),
  timestamp: z.iso.datetime().optional(),
});

export type TrackEvent = z.infer<typeof trackEventSchema>;
export type TrackActivity = z.infer<typeof trackActivitySchema>;
export type TrackPageView = z.infer<typeof trackPageViewSchema>;
export type TrackItem =
  | ({ form: 'event' } & TrackEvent)
  | ({ form: 'activity' } & TrackActivity)
  | ({ form: 'page-view' } & TrackPageView);

/**
 * One item of a track body, told apart by its keys: `eventType` (event form), `activityType`
 * (activity form), else a page view.
 */
export const trackItemSchema = z.unknown().transform((value, ctx): TrackItem => {
  const keys = typeof value === 'object' && value !== null ? value : {};
  const [form, schema] =
    'eventType' in keys
      ? (['event', trackEventSchema] as const)
      : 'activityType' in keys
        ? (['activity', trackActivitySchema] as const)
        : (['page-view', trackPageViewSchema] as const);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    return z.NEVER;
  }
  return { form, ...parsed.data } as TrackItem;
});

/** A body is one item, or a batch of up to TRACK_BATCH_LIMIT (what navigator.sendBeacon sends). */
export const trackBodySchema = z.union([
  z.array(trackItemSchema).min(1).max(TRACK_BATCH_LIMIT),
  trackItemSchema,
]);

/** Items stored, and items skipped (event form without a login token). */
export const trackAnswerSchema = z.object({
  success: z.literal(true),
  accepted: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type TrackAnswer = z.infer<typeof trackAnswerSchema>;

/**
 * docs/product/admin.md#analytics-dashboard: the live and registrations tabs' ranges, 7d by
 * default.
 */
export const TIME_RANGES = ['24h', '3d', '7d', '30d'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const DEFAULT_TIME_RANGE: TimeRange = '7d';
export const TIME_RANGE_HOURS: Record<TimeRange, number> = {
  '24h': 24,
  '3d': 72,
  '7d': 168,
  '30d': 720,
};
/** 'Live right now': seen within the last five minutes. */
export const LIVE_WINDOW_MINUTES = 5;
/** docs/product/admin.md#analytics-dashboard: recent registrations and logins, 20 by default. */
export const RECENT_LIMIT = 20;
export const RECENT_LIMIT_MAX = 100;

export const timeRangeQuerySchema = z.object({
  timeRange: z
    .enum(TIME_RANGES, { message: ANALYTICS_MESSAGES.invalidTimeRange })
    .default(DEFAULT_TIME_RANGE),
});
export const recentQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_LIMIT_MAX).default(RECENT_LIMIT),
});

const location = z.object({ country: z.string(), city: z.string() });
const recentTrafficSource = z.object({
  source: z.string(),
  medium: z.string(),
  type: z.enum(TRAFFIC_SOURCE_TYPES),
});

export const activeUsersAnswerSchema = z.object({
  success: z.literal(true),
  /** Visitors seen within the time range, signed in or not. */
  count: z.number().int().min(0),
  /** The signed-in ones among them, most recently seen first (at most 100). */
  users: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      lastActivity: z.iso.datetime(),
      location,
      trafficSource: z.object({ source: z.string() }),
    }),
  ),
});

const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const locationsAnswerSchema = dataAnswer(
  z.array(
    z.object({
      country: z.string(),
      city: z.string(),
      uniqueUsers: z.number().int().min(0),
      totalActivities: z.number().int().min(0),
    }),
  ),
);

export const trafficSourcesAnswerSchema = dataAnswer(
  z.array(
    recentTrafficSource.extend({
      uniqueUsers: z.number().int().min(0),
      registrations: z.number().int().min(0),
      logins: z.number().int().min(0),
    }),
  ),
);

/** A registration or a login, newest first. */
export const recentSignInsAnswerSchema = dataAnswer(
  z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      timestamp: z.iso.datetime(),
      trafficSource: recentTrafficSource,
      location,
      device: z.object({ type: z.enum([...DEVICE_TYPES, 'unknown']) }),
    }),
  ),
);

export const summaryAnswerSchema = dataAnswer(
  z.object({
    liveUsersNow: z.number().int().min(0),
    /** Since midnight UTC. */
    todayRegistrations: z.number().int().min(0),
    todayLogins: z.number().int().min(0),
  }),
);

/** `startDate` / `endDate`: today, yesterday, NdaysAgo or YYYY-MM-DD, whole UTC days, both included. */
export const ANALYTICS_DATE_PATTERN = /^(today|yesterday|\d{1,4}daysAgo|\d{4}-\d{2}-\d{2})$/;
export const combinedQuerySchema = z.object({
  startDate: z
    .string()
    .regex(ANALYTICS_DATE_PATTERN, { message: ANALYTICS_MESSAGES.invalidDate })
    .default('30daysAgo'),
  endDate: z
    .string()
    .regex(ANALYTICS_DATE_PATTERN, { message: ANALYTICS_MESSAGES.invalidDate })
    .default('today'),
});

const periodFigures = z.object({
  totalUsers: z.number().int().min(0),
  sessions: z.number().int().min(0),
  pageViews: z.number().int().min(0),
});

export const combinedAnswerSchema = dataAnswer(
  z.object({
    period: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    overview: periodFigures.extend({ previous: periodFigures }),
    conversions: z.object({
      /** Orders placed in the period and not cancelled since. */
      transactions: z.number().int().min(0),
      /**
       * USD: the amounts of the orders paid in the period, refunds deducted
       * (docs/product/admin.md#revenue; until this rule it counted every order placed and not
       * cancelled, cash on delivery unpaid included).
       */
      revenue: z.number().min(0),
      /** Transactions per 100 sessions. */
      conversionRate: z.number().min(0),
    }),
    trafficSources: z.array(
      z.object({
        source: z.string(),
        medium: z.string(),
        users: z.number().int().min(0),
        sessions: z.number().int().min(0),
        conversions: z.number().int().min(0),
      }),
    ),
    geographic: z.array(
      z.object({ country: z.string(), city: z.string(), users: z.number().int().min(0) }),
    ),
  }),
);

/** `GET /api/analytics/sales`: the same dates as the combined call. */
export const salesQuerySchema = combinedQuerySchema;

/** Best sellers the sales call lists at most. */
export const BEST_SELLERS_LIMIT = 10;

const usd = z.number().min(0);

/**
 * The period's sales (docs/product/admin.md#sales-tab). An order counts as a sale on the day it
 * was paid (docs/product/admin.md#revenue) unless it was cancelled or refunded since; all
 * amounts are USD, as charged.
 */
export const salesAnswerSchema = dataAnswer(
  z.object({
    period: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    currency: z.literal('USD'),
    /** The amounts of the orders paid in the period, refunds deducted. */
    revenue: usd,
    /** Those orders. */
    orders: z.number().int().min(0),
    /** revenue / orders, 0 without orders. */
    averageOrderValue: usd,
    /** Browser sessions that started in the period. */
    visits: z.number().int().min(0),
    /** orders per 100 visits, two decimals; 0 without visits. */
    conversionRate: z.number().min(0),
    /** Every UTC day of the period, oldest first. */
    days: z.array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        revenue: usd,
        orders: z.number().int().min(0),
      }),
    ),
    /** The products most sold by those orders, by units (at most 10): lines' price times quantity. */
    bestSellers: z.array(
      z.object({
        productId: z.uuid(),
        name: z.string(),
        units: z.number().int().min(0),
        revenue: usd,
      }),
    ),
    /** Paid orders cancelled or refunded in the period: their money went back. */
    refunds: z.object({ count: z.number().int().min(0), amount: usd }),
  }),
);

export type ActiveUsersAnswer = z.infer<typeof activeUsersAnswerSchema>;
export type LocationsAnswer = z.infer<typeof locationsAnswerSchema>;
export type TrafficSourcesAnswer = z.infer<typeof trafficSourcesAnswerSchema>;
export type RecentSignInsAnswer = z.infer<typeof recentSignInsAnswerSchema>;
export type SummaryAnswer = z.infer<typeof summaryAnswerSchema>;
export type CombinedAnswer = z.infer<typeof combinedAnswerSchema>;
export type SalesAnswer = z.infer<typeof salesAnswerSchema>;

/**
 * Live dashboard pushes. Analytics replicas say on this plain NATS subject (outside every stream)
 * that its data changed; each replica passes it on to the dashboards connected to it as
 * server-sent events on `GET /api/realtime-analytics/stream` (Bearer, admin only).
 */
export const ANALYTICS_LIVE_SUBJECT = 'live.analytics-changed';
export const ANALYTICS_CHANGE_KINDS = ['visit', 'registration', 'login', 'order'] as const;
export const analyticsChangeSchema = z.object({ kind: z.enum(ANALYTICS_CHANGE_KINDS) });
export type AnalyticsChange = z.infer<typeof analyticsChangeSchema>;
export const ANALYTICS_STREAM_PATH = '/api/realtime-analytics/stream';
/** The name of the server-sent events carrying an AnalyticsChange. */
export const ANALYTICS_STREAM_EVENT = 'analytics';
/** A comment line this often keeps proxies from closing a quiet stream. */
export const ANALYTICS_STREAM_HEARTBEAT_MS = 15_000;

import {
  activeUsersAnswerSchema,
  combinedAnswerSchema,
  locationsAnswerSchema,
  recentSignInsAnswerSchema,
  salesAnswerSchema,
  summaryAnswerSchema,
  trafficSourcesAnswerSchema,
} from '@shop/contracts';
import type { Route } from '@shop/storefront-sdk/testing';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The current period: 50 visitors (40 the period before), 8 orders worth $1,234.50. */
export const combinedAnswer = combinedAnswerSchema.parse({
  success: true,
  data: {
    period: { start: '2026-02-02T00:00:00.000Z', end: '2026-03-05T00:00:00.000Z' },
    overview: {
      totalUsers: 50,
      sessions: 80,
      pageViews: 300,
      previous: { totalUsers: 40, sessions: 60, pageViews: 200 },
    },
    conversions: { transactions: 8, revenue: 1234.5, conversionRate: 10 },
    trafficSources: [
      { source: 'google', medium: 'organic', users: 20, sessions: 30, conversions: 3 },
      { source: 'direct', medium: 'none', users: 15, sessions: 25, conversions: 2 },
      { source: 'instagram', medium: 'social', users: 9, sessions: 12, conversions: 1 },
      { source: 'instagram', medium: 'cpc', users: 1, sessions: 1, conversions: 1 },
      { source: 'bing', medium: 'organic', users: 3, sessions: 4, conversions: 0 },
    ],
    geographic: [
      { country: 'Pakistan', city: 'Lahore', users: 12 },
      { country: 'United States', city: 'Austin', users: 7 },
      { country: 'Pakistan', city: 'Karachi', users: 5 },
    ],
  },
});

/** The period before: 10 orders worth $1,234.50, so orders fell by 20% and revenue held. */
export const previousCombinedAnswer = combinedAnswerSchema.parse({
  ...combinedAnswer,
  data: {
    ...combinedAnswer.data,
    conversions: { transactions: 10, revenue: 1234.5, conversionRate: 12 },
  },
});

export const activeUsersAnswer = activeUsersAnswerSchema.parse({
  success: true,
  count: 42,
  users: [
    {
      userId: 'u-1',
      email: 'amna@example.com',
      lastActivity: minutesAgo(5),
      location: { country: 'Pakistan', city: 'Lahore' },
      trafficSource: { source: 'instagram' },
    },
    {
      userId: 'u-2',
      email: 'ben@example.com',
      lastActivity: minutesAgo(0),
      location: { country: 'Unknown', city: 'Unknown' },
      trafficSource: { source: '' },
    },
  ],
});

export const locationsAnswer = locationsAnswerSchema.parse({
  success: true,
  data: [{ country: 'Pakistan', city: 'Lahore', uniqueUsers: 6, totalActivities: 31 }],
});

export const realtimeTrafficAnswer = trafficSourcesAnswerSchema.parse({
  success: true,
  data: [
    {
      source: 'newsletter',
      medium: 'email',
      type: 'campaign',
      uniqueUsers: 11,
      registrations: 4,
      logins: 9,
    },
  ],
});

export const registrationsAnswer = recentSignInsAnswerSchema.parse({
  success: true,
  data: [
    {
      userId: 'u-3',
      email: 'chloe@example.com',
      timestamp: minutesAgo(120),
      trafficSource: { source: 'facebook', medium: 'social', type: 'social' },
      location: { country: 'Canada', city: 'Toronto' },
      device: { type: 'mobile' },
    },
  ],
});

export const summaryAnswer = summaryAnswerSchema.parse({
  success: true,
  data: { liveUsersNow: 3, todayRegistrations: 2, todayLogins: 7 },
});

/** The period's sales: two paid orders worth $520.00 over 4 visits, one refund of $110.00. */
export const salesAnswer = salesAnswerSchema.parse({
  success: true,
  data: {
    period: { start: '2026-02-02T00:00:00.000Z', end: '2026-02-05T00:00:00.000Z' },
    currency: 'USD',
    revenue: 520,
    orders: 2,
    averageOrderValue: 260,
    visits: 4,
    conversionRate: 50,
    days: [
      { date: '2026-02-02', revenue: 310, orders: 1 },
      { date: '2026-02-03', revenue: 0, orders: 0 },
      { date: '2026-02-04', revenue: 210, orders: 1 },
    ],
    bestSellers: [
      {
        productId: '0b6f4f52-8f7e-4b8e-9d3c-6f1f9a3f0a01',
        name: 'Oxblood Derby',
        units: 2,
        revenue: 200,
      },
      {
        productId: '0b6f4f52-8f7e-4b8e-9d3c-6f1f9a3f0a02',
        name: 'Rider Jacket',
        units: 1,
        revenue: 300,
      },
    ],
    refunds: { count: 1, amount: 110 },
  },
});

/** Every dashboard call answered; the combined call by its dates. */
export const dashboardRoutes = (): Record<string, Route> => ({
  'GET /api/analytics/combined': (_params, { query }) => ({
    body: query.get('endDate') === 'today' ? combinedAnswer : previousCombinedAnswer,
  }),
  'GET /api/realtime-analytics/active-users': { body: activeUsersAnswer },
  'GET /api/realtime-analytics/locations': { body: locationsAnswer },
  'GET /api/realtime-analytics/traffic-sources': { body: realtimeTrafficAnswer },
  'GET /api/realtime-analytics/recent-registrations': { body: registrationsAnswer },
  'GET /api/realtime-analytics/recent-logins': { body: registrationsAnswer },
  'GET /api/realtime-analytics/summary': { body: summaryAnswer },
  'GET /api/analytics/sales': { body: salesAnswer },
});

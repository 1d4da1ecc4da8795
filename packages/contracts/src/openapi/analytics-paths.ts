import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import {
  activeUsersAnswerSchema,
  ANALYTICS_MESSAGES,
  ANALYTICS_STREAM_EVENT,
  ANALYTICS_STREAM_HEARTBEAT_MS,
  ANALYTICS_STREAM_PATH,
  analyticsChangeSchema,
  combinedAnswerSchema,
  combinedQuerySchema,
  locationsAnswerSchema,
  recentQuerySchema,
  recentSignInsAnswerSchema,
  salesAnswerSchema,
  salesQuerySchema,
  summaryAnswerSchema,
  timeRangeQuerySchema,
  trackActivitySchema,
  trackAnswerSchema,
  trackEventSchema,
  trackPageViewSchema,
  trafficSourcesAnswerSchema,
} from '../analytics-api';
import { surveyAnswerSchema, surveyStatusResponseSchema } from '../survey';
import { TRACK_BATCH_LIMIT, TRACK_PATH } from '../track-limits';
import { messageResponseSchema } from '../user';
import { answer, operation, refusal } from './operation';

const analytics = ['Analytics'];
const dashboard = ['Analytics dashboard'];

/** One track item; the service tells the forms apart by their keys (`trackItemSchema`). */
const trackItem = z.union([trackEventSchema, trackActivitySchema, trackPageViewSchema]);
const trackBody = z.union([trackItem, z.array(trackItem).min(1).max(TRACK_BATCH_LIMIT)]);

function track(): ZodOpenApiOperationObject {
  const json = operation({
    tags: analytics,
    summary: 'Record page views, activities and events (one item or a batch)',
    description:
      'Open to every visitor; a login token adds the user, and events are counted only with one. Beacons send the same JSON as text/plain. The gateway gathers these calls and forwards them to the service in batches.',
    access: 'optional',
    body: trackBody,
    success: { 200: answer(trackAnswerSchema, 'Items accepted and skipped.') },
    refusals: [[413, refusal(413, ANALYTICS_MESSAGES.trackBodyTooLarge)]],
  });
  const content = { schema: trackBody };
  return {
    ...json,
    requestBody: {
      required: true,
      content: { 'application/json': content, 'text/plain': content },
    },
  };
}

/** Analytics: tracking, the survey, the admin dashboard. */
export const analyticsPaths: ZodOpenApiPathsObject = {
  [TRACK_PATH]: { post: track() },
  '/api/analytics/survey/status': {
    get: operation({
      tags: analytics,
      summary: 'Whether the signed-in customer has answered the survey',
      access: 'signedIn',
      success: { 200: answer(surveyStatusResponseSchema) },
    }),
  },
  '/api/analytics/survey': {
    post: operation({
      tags: analytics,
      summary: 'Answer the "how did you hear about us" survey, once',
      access: 'signedIn',
      body: surveyAnswerSchema,
      success: { 201: answer(messageResponseSchema, 'Saved.') },
      refusals: [409],
    }),
  },
  '/api/analytics/combined': {
    get: operation({
      tags: dashboard,
      summary: 'Visits, sign-ups, orders and sources over a date range',
      access: 'admin',
      query: combinedQuerySchema,
      success: { 200: answer(combinedAnswerSchema) },
    }),
  },
  '/api/analytics/sales': {
    get: operation({
      tags: dashboard,
      summary: 'Revenue, orders, best sellers and refunds over a date range (USD)',
      access: 'admin',
      query: salesQuerySchema,
      success: { 200: answer(salesAnswerSchema) },
    }),
  },
  '/api/realtime-analytics/active-users': {
    get: operation({
      tags: dashboard,
      summary: 'Visitors active now and over the range',
      access: 'admin',
      query: timeRangeQuerySchema,
      success: { 200: answer(activeUsersAnswerSchema) },
    }),
  },
  '/api/realtime-analytics/locations': {
    get: operation({
      tags: dashboard,
      summary: "Visitors' countries and cities over the range",
      access: 'admin',
      query: timeRangeQuerySchema,
      success: { 200: answer(locationsAnswerSchema) },
    }),
  },
  '/api/realtime-analytics/traffic-sources': {
    get: operation({
      tags: dashboard,
      summary: 'Where visitors came from over the range',
      access: 'admin',
      query: timeRangeQuerySchema,
      success: { 200: answer(trafficSourcesAnswerSchema) },
    }),
  },
  '/api/realtime-analytics/recent-registrations': {
    get: operation({
      tags: dashboard,
      summary: 'The latest sign-ups',
      access: 'admin',
      query: recentQuerySchema,
      success: { 200: answer(recentSignInsAnswerSchema) },
    }),
  },
  '/api/realtime-analytics/recent-logins': {
    get: operation({
      tags: dashboard,
      summary: 'The latest sign-ins',
      access: 'admin',
      query: recentQuerySchema,
      success: { 200: answer(recentSignInsAnswerSchema) },
    }),
  },
  '/api/realtime-analytics/summary': {
    get: operation({
      tags: dashboard,
      summary: "Today's figures",
      access: 'admin',
      success: { 200: answer(summaryAnswerSchema) },
    }),
  },
  [ANALYTICS_STREAM_PATH]: {
    get: operation({
      tags: dashboard,
      summary: 'Live pushes: server-sent events as the data changes',
      description: `Each event is named \`${ANALYTICS_STREAM_EVENT}\` and carries an AnalyticsChange as JSON; a comment line every ${
        ANALYTICS_STREAM_HEARTBEAT_MS / 1000
      } s keeps the stream open. The gateway sets no deadline on it.`,
      access: 'admin',
      success: {
        200: {
          description: 'The stream, open while the caller listens.',
          content: { 'text/event-stream': { schema: analyticsChangeSchema } },
        },
      },
    }),
  },
};

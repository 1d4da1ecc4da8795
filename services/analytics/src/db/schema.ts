// The analytics service's own tables; drizzle-kit reads this file to write migrations.
// The tables every service has (outbox, processed events, ...) are the service kit's, which
// migrates them first.
export { surveyAnswers } from '../surveys/survey-answers.table';
export { visits } from '../tracking/visits.table';
export { pageViews } from '../tracking/page-views.table';
export { activities } from '../tracking/activities.table';
export { ecommerceEvents } from '../tracking/ecommerce-events.table';
export { registrations } from '../sign-ins/registrations.table';
export { logins } from '../sign-ins/logins.table';
export { orderLines, orders } from '../orders/orders.table';
export {
  latestHours,
  visitChanges,
  visitDays,
  visitorDays,
  visitorLatest,
  visitorReturns,
} from '../rollups/visit-rollups.table';

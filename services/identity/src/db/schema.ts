// Every table of the identity service; drizzle-kit reads this file to write migrations.
export { eventFailures, outbox, processedEvents, sessionRevocations } from '@shop/service-kit';
export { users } from '../users/users.table';
export { verificationTokens } from '../verification/verification-tokens.table';
export { passwordResetTokens } from '../password-reset/password-reset-tokens.table';
export { rateLimitCounters } from '../rate-limits/rate-limit-counters.table';
export { measurements } from '../measurements/measurements.table';
export { customerSurveys } from '../surveys/customer-surveys.table';
export { customerOrders } from '../customers/customer-orders.table';

// The identity service's own tables; drizzle-kit reads this file to write migrations.
// The tables every service has (outbox, processed events, ...) are the service kit's, which
// migrates them first.
export { users } from '../users/users.table';
export { verificationTokens } from '../verification/verification-tokens.table';
export { passwordResetTokens } from '../password-reset/password-reset-tokens.table';
export { rateLimitCounters } from '../rate-limits/rate-limit-counters.table';
export { measurements } from '../measurements/measurements.table';
export { customerSurveys } from '../surveys/customer-surveys.table';
export { customerOrders } from '../customers/customer-orders.table';
export { orderMails } from '../order-mails/order-mails.table';

// The tables every service has, owned here: drizzle-kit reads this file to write the kit's
// migrations (../../drizzle), which every service's database applies before its own.
export { eventFailures } from '../events/event-failures';
export { outbox, processedEvents } from '../events/event-tables';
export { sessionRevocations } from '../auth/session-revocations.table';

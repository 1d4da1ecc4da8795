// Every table of the identity service; drizzle-kit reads this file to write migrations.
export { eventFailures, outbox, processedEvents } from '@shop/service-kit';

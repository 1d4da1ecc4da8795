// Every table of the identity service; drizzle-kit reads this file to write migrations.
export { outbox, processedEvents } from '@shop/service-kit';

// Every table of the order service; drizzle-kit reads this file to write migrations.
export { outbox, processedEvents } from '@shop/service-kit';

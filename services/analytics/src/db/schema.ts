// Every table of the analytics service; drizzle-kit reads this file to write migrations.
export { outbox, processedEvents } from '@shop/service-kit';

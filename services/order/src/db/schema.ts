// Every table of the order service; drizzle-kit reads this file to write migrations.
export { eventFailures, outbox, processedEvents, sessionRevocations } from '@shop/service-kit';
export { idempotencyKeys, orders } from '../orders/orders.table';

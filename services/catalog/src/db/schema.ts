// Every table of the catalog service; drizzle-kit reads this file to write migrations.
export { eventFailures, outbox, processedEvents, sessionRevocations } from '@shop/service-kit';
export { products } from '../products/products.table';
export { stockReservations } from '../stock/stock-reservations.table';

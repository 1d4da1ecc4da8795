// The catalog service's own tables; drizzle-kit reads this file to write migrations.
// The tables every service has (outbox, processed events, ...) are the service kit's, which
// migrates them first.
export { products } from '../products/products.table';
export { stockReservations } from '../stock/stock-reservations.table';

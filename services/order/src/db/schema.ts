// The order service's own tables; drizzle-kit reads this file to write migrations.
// The tables every service has (outbox, processed events, ...) are the service kit's, which
// migrates them first.
export { idempotencyKeys, orders } from '../orders/orders.table';
export { currencyRates } from '../currency-rates/currency-rates.table';

// Apart from the schemas: the privacy page states it, so the shell imports it without zod.

/**
 * The analytics service deletes its records (visits, page views, activities, ecommerce events,
 * registrations, logins, orders' figures) this many months after they happened.
 */
export const ANALYTICS_RETENTION_MONTHS = 14;

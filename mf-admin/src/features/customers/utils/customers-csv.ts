import type { CustomerListItem } from '@shop/contracts';

/** docs/product/admin.md#csv-export: the export's columns, in order. */
export const CUSTOMER_CSV_COLUMNS = [
  'Name',
  'Email',
  'Email Verified',
  'Registration Date',
  'Total Orders',
  'Total Spent',
  'Source',
  'Categories',
] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: always quoted, inner quotes doubled, a would-be formula kept as text. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const isoDate = (date: Date) =>
  [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

/** customers_YYYY-MM-DD.csv, dated the day of the export. */
export const customersCsvFileName = (today: Date) => `customers_${isoDate(today)}.csv`;

/** The current page of customers as CSV; total spent in US dollars, as the table shows it. */
export function customersCsv(customers: readonly CustomerListItem[]): string {
  const rows = customers.map((customer) => [
    customer.name,
    customer.email,
    customer.isEmailVerified ? 'Yes' : 'No',
    isoDate(new Date(customer.createdAt)),
    customer.stats.totalOrders,
    customer.stats.totalSpent.toFixed(2),
    customer.survey?.source ?? '',
    customer.survey?.categories.join('; ') ?? '',
  ]);
  return [CUSTOMER_CSV_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

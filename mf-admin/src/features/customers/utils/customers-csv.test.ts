import { customerListItemSchema, type CustomerListItem } from '@shop/contracts';
import { csvCell, customersCsv, customersCsvFileName } from './customers-csv';

function customer(overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return customerListItemSchema.parse({
    _id: '6f1c2b4e-8a2d-4c1e-9b7a-3d5e6f708192',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    isEmailVerified: true,
    createdAt: '2026-01-05T12:00:00.000Z',
    survey: { source: 'Instagram', referrer: null, categories: ['Bags', 'Belts'] },
    stats: { totalOrders: 3, completedOrders: 2, cancelledOrders: 0, totalSpent: 100 },
    ...overrides,
  });
}

const lines = (csv: string) => csv.split('\r\n');

describe('customers CSV', () => {
  it('has the spec’s columns and one quoted row per customer, spend in US dollars', () => {
    const csv = customersCsv([
      customer(),
      customer({ name: 'Grace Hopper', isEmailVerified: false, survey: null }),
    ]);
    expect(lines(csv)).toEqual([
      '"Name","Email","Email Verified","Registration Date","Total Orders","Total Spent","Source","Categories"',
      '"Ada Lovelace","ada@example.com","Yes","2026-01-05","3","100.00","Instagram","Bags; Belts"',
      '"Grace Hopper","ada@example.com","No","2026-01-05","3","100.00","",""',
    ]);
  });

  it('keeps commas, quotes and line breaks inside their cell', () => {
    const csv = customersCsv([customer({ name: 'Lovelace, "Ada"\nCountess' })]);
    expect(csv).toContain('"Lovelace, ""Ada""\nCountess","ada@example.com"');
    expect(csv.split('\r\n')).toHaveLength(2);
  });

  it('keeps a cell that would start a spreadsheet formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
    expect(csvCell('Ada = 1')).toBe('"Ada = 1"');
    const csv = customersCsv([customer({ name: '=cmd|/C calc!A0' })]);
    expect(lines(csv)[1]).toMatch(/^"'=cmd\|\/C calc!A0",/);
  });

  it('names the file after the day of the export', () => {
    expect(customersCsvFileName(new Date(2026, 2, 4, 23, 59))).toBe('customers_2026-03-04.csv');
  });
});

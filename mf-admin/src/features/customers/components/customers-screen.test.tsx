import { CUSTOMER_SPEND_RULE } from '../utils/customer-spend';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  customerDetailAnswerSchema,
  customerListAnswerSchema,
  customerListItemSchema,
  customerStatsAnswerSchema,
  type CustomerListItem,
} from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, pageOf, requestsTo, type Route } from '@shop/storefront-sdk/testing';
import { renderScreen, signInAsAdmin } from '../../../testing/render-screen';
import { CustomersScreen } from './customers-screen';

function customer(n: number, overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return customerListItemSchema.parse({
    _id: `6f1c2b4e-8a2d-4c1e-9b7a-${String(n).padStart(12, '0')}`,
    name: `Customer ${n}`,
    email: `customer${n}@example.com`,
    isEmailVerified: n % 2 === 1,
    createdAt: '2026-01-05T12:00:00.000Z',
    survey:
      n === 1 ? { source: 'Instagram', referrer: null, categories: ['Bags', 'Jackets'] } : null,
    stats: { totalOrders: 3, completedOrders: 2, cancelledOrders: 1, totalSpent: 100 },
    ...overrides,
  });
}

/** 12 customers, answered a page at a time as identity does. */
const CUSTOMERS = Array.from({ length: 12 }, (_, i) => customer(i + 1));

const customerList: Route = (_params, { query }) => {
  const search = (query.get('search') ?? '').toLowerCase();
  const matching = CUSTOMERS.filter(
    (c) => c.name.toLowerCase().includes(search) || c.email.includes(search),
  );
  const { items, pagination } = pageOf(matching, query);
  return {
    body: customerListAnswerSchema.parse({
      success: true,
      data: { customers: items, pagination },
    }),
  };
};

const stats: Route = {
  body: customerStatsAnswerSchema.parse({
    success: true,
    data: {
      totalCustomers: 12,
      verifiedCustomers: 6,
      customersWithOrders: 9,
      conversionRate: 75,
      returningCustomers: 4,
    },
  }),
};

const detail: Route = ({ id }) => ({
  body: customerDetailAnswerSchema.parse({
    success: true,
    data: {
      customer: {
        ...customer(1, { _id: id }),
        survey: { source: 'Friend/Family', referrer: null, categories: ['Bags', 'Wallets'] },
      },
      stats: { totalOrders: 7, completedOrders: 4, cancelledOrders: 1, totalSpent: 250 },
      orders: ['Delivered', 'Cancelled', 'Shipped', 'Order Placed', 'Processing', 'Refunded'].map(
        (status, i) => ({
          _id: `00000000-0000-4000-8000-0000000abc0${i}`,
          date: '2026-02-01T09:00:00.000Z',
          amount: 50,
          status,
        }),
      ),
    },
  }),
});

const listQueries = (api: jest.Mock) =>
  requestsTo(api, 'GET /api/customers/list').map((r) => Object.fromEntries(r.query));

describe('Customer Management', () => {
  beforeEach(signInAsAdmin);
  afterEach(() => act(() => tokenStore.clear()));

  it('shows the figures and a page of customers, newest registration first', async () => {
    const api = fakeApi({
      'GET /api/customers/list': customerList,
      'GET /api/customers/stats': stats,
    });
    renderScreen(<CustomersScreen />);
    expect(screen.getByRole('heading', { name: 'Customer Management' })).toBeInTheDocument();
    expect(screen.getByText('View and manage all your customers')).toBeInTheDocument();
    expect(screen.getByText('Loading customers...')).toBeInTheDocument();

    await screen.findByText('Customer 10');
    expect(screen.getByText('50% verified')).toBeInTheDocument();
    expect(screen.getByText('75% conversion rate')).toBeInTheDocument();
    expect(listQueries(api)[0]).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });

    const row = screen.getByText('Customer 1').closest('tr')!;
    expect(within(row).getByText('customer1@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(row).getByText('Instagram')).toBeInTheDocument();
    expect(within(row).getByText('2 completed')).toBeInTheDocument();
    // The back office counts money in US dollars, as it is charged.
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    const second = screen.getByText('Customer 2').closest('tr')!;
    expect(within(second).getByText('Not Verified')).toBeInTheDocument();
    expect(within(second).getByText('No survey')).toBeInTheDocument();
  });

  it('searches on Enter or Search from page 1, and sorts', async () => {
    const api = fakeApi({ 'GET /api/customers/list': customerList });
    renderScreen(<CustomersScreen />);
    await screen.findByText('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    const box = screen.getByPlaceholderText('Search by name or email...');
    fireEvent.change(box, { target: { value: ' Customer 1 ' } });
    expect(listQueries(api)).toHaveLength(2);
    fireEvent.submit(box);
    await screen.findByText('Customer 11');
    // One page of results: no pager.
    expect(screen.queryByText(/^Page \d of/)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    await screen.findByRole('button', { name: 'Ascending' });
    await waitFor(() => expect(listQueries(api)).toHaveLength(5));

    expect(listQueries(api).slice(1)).toEqual([
      { page: '2', limit: '10', sortBy: 'createdAt', sortOrder: 'desc' },
      { page: '1', limit: '10', search: 'Customer 1', sortBy: 'createdAt', sortOrder: 'desc' },
      { page: '1', limit: '10', search: 'Customer 1', sortBy: 'name', sortOrder: 'desc' },
      { page: '1', limit: '10', search: 'Customer 1', sortBy: 'name', sortOrder: 'asc' },
    ]);
  });

  it('says when the customers cannot be loaded, and keeps quiet about the figures', async () => {
    fakeApi({
      'GET /api/customers/list': { status: 500, body: { success: false, message: 'boom' } },
      'GET /api/customers/stats': { status: 500, body: { success: false, message: 'boom' } },
    });
    renderScreen(<CustomersScreen />);
    expect(await screen.findByText('Failed to load customers')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('opens Customer Details on View and closes it with Close or the X', async () => {
    const api = fakeApi({
      'GET /api/customers/list': customerList,
      // Before ':id', which would otherwise answer the figures with a customer.
      'GET /api/customers/stats': stats,
      'GET /api/customers/:id': detail,
    });
    renderScreen(<CustomersScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'View Customer 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer Details' });
    await within(dialog).findByText('Personal Information');
    expect(requestsTo(api, 'GET /api/customers/:id').map((r) => r.path)).toContain(
      `/api/customers/${CUSTOMERS[0]._id}`,
    );

    expect(within(dialog).getByText('Friend/Family')).toBeInTheDocument();
    expect(within(dialog).getByText('None')).toBeInTheDocument();
    expect(within(dialog).getByText('Wallets')).toBeInTheDocument();
    expect(within(dialog).getByText('$250.00')).toBeInTheDocument();
    expect(within(dialog).getByText(CUSTOMER_SPEND_RULE)).toBeInTheDocument();
    const recent = within(dialog).getAllByText(/^Order #/);
    expect(recent.map((order) => order.textContent)).toEqual([
      'Order #000ABC00',
      'Order #000ABC01',
      'Order #000ABC02',
      'Order #000ABC03',
      'Order #000ABC04',
    ]);
    expect(within(dialog).getByText('Delivered').dataset.tone).toBe('green');
    expect(within(dialog).getByText('Cancelled', { selector: 'span' }).dataset.tone).toBe('red');
    expect(within(dialog).getByText('Shipped').dataset.tone).toBe('yellow');
    expect(within(dialog).getAllByText('$50.00')).toHaveLength(5);

    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    fireEvent.click(closes[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'View Customer 2' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0],
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when a customer’s details cannot be loaded', async () => {
    fakeApi({
      'GET /api/customers/list': customerList,
      'GET /api/customers/:id': {
        status: 404,
        body: { success: false, message: 'Customer not found' },
      },
    });
    renderScreen(<CustomersScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'View Customer 3' }));
    expect(await screen.findByText('Failed to load customer details')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('exports the page shown as customers_{date}.csv', async () => {
    fakeApi({ 'GET /api/customers/list': customerList });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:customers';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderScreen(<CustomersScreen />);
    await screen.findByText('Customer 10');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    click.mockRestore();

    expect(names).toEqual([expect.stringMatching(/^customers_\d{4}-\d{2}-\d{2}\.csv$/)]);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    });
    expect(csv.split('\r\n')).toHaveLength(11);
    expect(csv).toContain('"Customer 1","customer1@example.com","Yes"');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMeasurementRecord, AdminMeasurementsResponse } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, pageOf, requestsTo, type Route } from '@shop/storefront-sdk/testing';
import { renderScreen, signInAsAdmin } from '../../../testing/render-screen';
import { MeasurementsScreen } from './measurements-screen';

function record(
  n: number,
  overrides: Partial<AdminMeasurementRecord> = {},
): AdminMeasurementRecord {
  const userId = `6f1c2b4e-8a2d-4c1e-9b7a-${String(n).padStart(12, '0')}`;
  return {
    _id: `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: { _id: userId, name: `Customer ${n}`, email: `customer${n}@example.com` },
    unit: 'cm',
    category: n % 3 === 0 ? 'Women' : 'Men',
    subcategory: 'Suits',
    chest: 90 + n,
    madeToMeasure: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T12:30:00.000Z',
    ...overrides,
  };
}

/** 14 records, answered a page at a time as identity does. */
const RECORDS = Array.from({ length: 14 }, (_, i) => record(i + 1));

const measurementList: Route = (_params, { query }) => {
  const matching = RECORDS.filter(
    (r) =>
      (!query.get('category') || r.category === query.get('category')) &&
      (!query.get('subcategory') || r.subcategory === query.get('subcategory')),
  );
  const { items, pagination } = pageOf(matching, query);
  const body: AdminMeasurementsResponse = {
    success: true,
    message: 'Measurements retrieved successfully',
    data: items,
    pagination,
  };
  return { body };
};

describe('Customer Measurements', () => {
  beforeEach(signInAsAdmin);
  afterEach(() => act(() => tokenStore.clear()));

  it('lists a page of records with the total and the paging line', async () => {
    const api = fakeApi({ 'GET /api/measurements/all': measurementList });
    renderScreen(<MeasurementsScreen />);
    await screen.findByText('Total: 14 measurements');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 14 measurements (Page 1 of 2)')).toBeInTheDocument();
    expect(Object.fromEntries(requestsTo(api, 'GET /api/measurements/all')[0].query)).toEqual({
      page: '1',
      limit: '10',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 4 of 14 measurements (Page 2 of 2)');
    expect(requestsTo(api, 'GET /api/measurements/all')[1].query.get('page')).toBe('2');
  });

  it('expands a row to the measurements present and collapses it again', async () => {
    fakeApi({
      'GET /api/measurements/all': {
        body: {
          success: true,
          message: 'Measurements retrieved successfully',
          data: [
            record(1, {
              unit: 'in',
              chest: 40,
              weight: 82,
              notes: 'Prefers a slim fit',
              madeToMeasure: true,
            }),
          ],
          pagination: { page: 1, pages: 1, total: 1, limit: 10 },
        },
      },
    });
    renderScreen(<MeasurementsScreen />);
    const toggle = await screen.findByRole('button', { name: /Customer 1/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('40 in')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('40 in')).toBeInTheDocument();
    expect(within(row).getByText('82 kg')).toBeInTheDocument();
    expect(within(row).queryByText('Height')).not.toBeInTheDocument();
    expect(within(row).getByText('Suits')).toBeInTheDocument();
    expect(within(row).getByText('Prefers a slim fit')).toBeInTheDocument();
    expect(within(row).getByText('Made-to-Measure Enabled')).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(screen.queryByText('40 in')).not.toBeInTheDocument();
  });

  it('names a record without its customer Unknown User with No email', async () => {
    fakeApi({
      'GET /api/measurements/all': {
        body: {
          success: true,
          message: 'Measurements retrieved successfully',
          data: [record(1, { userId: null })],
          pagination: { page: 1, pages: 1, total: 1, limit: 10 },
        },
      },
    });
    renderScreen(<MeasurementsScreen />);
    expect(await screen.findByText('Unknown User')).toBeInTheDocument();
    expect(screen.getByText('No email')).toBeInTheDocument();
  });

  it('searches within the page shown without asking the server', async () => {
    const api = fakeApi({ 'GET /api/measurements/all': measurementList });
    renderScreen(<MeasurementsScreen />);
    await screen.findByText('Total: 14 measurements');
    const search = screen.getByPlaceholderText('Search by name or email...');

    fireEvent.change(search, { target: { value: 'CUSTOMER7@' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Customer 7')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'Customer 12' } });
    expect(screen.getByText('No measurements found')).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/measurements/all')).toHaveLength(1);
  });

  it('reloads page 1 when the category or subcategory changes', async () => {
    const api = fakeApi({ 'GET /api/measurements/all': measurementList });
    renderScreen(<MeasurementsScreen />);
    await screen.findByText('Showing 10 of 14 measurements (Page 1 of 2)');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 4 of 14 measurements (Page 2 of 2)');

    const category = screen.getByLabelText<HTMLSelectElement>('Category');
    expect([...category.options].map((o) => o.text)).toEqual(['All', 'Men', 'Women', 'Kids']);
    const subcategory = screen.getByLabelText<HTMLSelectElement>('Subcategory');
    expect([...subcategory.options].map((o) => o.text)).toEqual([
      'All',
      'Shirts',
      'Pants',
      'Suits',
      'Dresses',
    ]);

    fireEvent.change(category, { target: { value: 'Women' } });
    await screen.findByText('Total: 4 measurements');
    fireEvent.change(subcategory, { target: { value: 'Dresses' } });
    await screen.findByText('No measurements found');

    await waitFor(() => expect(requestsTo(api, 'GET /api/measurements/all')).toHaveLength(4));
    const sent = requestsTo(api, 'GET /api/measurements/all').map((r) =>
      Object.fromEntries(r.query),
    );
    expect(sent.slice(2)).toEqual([
      { page: '1', limit: '10', category: 'Women' },
      { page: '1', limit: '10', category: 'Women', subcategory: 'Dresses' },
    ]);
  });

  it('says ‘Failed to fetch measurements’ when the list fails without a message', async () => {
    fakeApi({ 'GET /api/measurements/all': { status: 500, body: { success: false } } });
    renderScreen(<MeasurementsScreen />);
    expect(await screen.findByText('Failed to fetch measurements')).toBeInTheDocument();
  });

  it('asks to log in without a token', () => {
    tokenStore.clear();
    fakeApi({});
    renderScreen(<MeasurementsScreen />);
    expect(screen.getByText('Please login to view measurements')).toBeInTheDocument();
  });
});

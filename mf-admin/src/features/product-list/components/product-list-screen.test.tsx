import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, fakeToken, requestsTo, type Route } from '@shop/storefront-sdk/testing';
import { ToastHost } from '@shop/ui';
import { adminProduct } from '../../../testing/admin-products';
import { ProductListScreen } from './product-list-screen';

const token = fakeToken({ id: 'a-1', email: 'admin@example.com', isAdmin: true });

const oxford = adminProduct({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Chestnut Oxford',
});
const bomber = adminProduct({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Lambskin Bomber',
  brand: 'Northfield',
  category: 'Women',
  subcategory: 'Jackets',
  sku: undefined,
  status: 'Draft',
  price: { base: 420, discount: null },
  shoeDetails: undefined,
  jacketDetails: {
    material: 'Lambskin',
    season: 'Fall',
    sizes: [{ sizeLabel: 'M', stock: 2, available: true }],
  },
});

function listRoute(products: Product[], pages = 1, total = products.length): Route {
  return (_, request) => ({
    body: {
      success: true,
      message: 'Products fetched successfully',
      data: products,
      pagination: { page: Number(request.query.get('page')), pages, total, limit: 10 },
    },
  });
}

function renderScreen() {
  render(
    <>
      <ToastHost />
      <ProductListScreen />
    </>,
  );
}

const lastListQuery = (api: jest.Mock) => {
  const requests = requestsTo(api, 'GET /api/product');
  return Object.fromEntries(requests[requests.length - 1].query);
};

describe('All Products List', () => {
  beforeEach(() => tokenStore.set(token));
  afterEach(() => act(() => tokenStore.clear()));

  it("lists every status, ten a page, with the admin's token", async () => {
    const api = fakeApi({ 'GET /api/product': listRoute([oxford, bomber], 1, 2) });
    renderScreen();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    await screen.findByText('Chestnut Oxford');
    expect(lastListQuery(api)).toEqual({ page: '1', limit: '10', admin: 'true' });
    expect(requestsTo(api, 'GET /api/product')[0].headers.Authorization).toBe(`Bearer ${token}`);
    expect(screen.getByText('Total Products:').textContent).toContain('2');

    const [, first, second] = screen.getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first).slice(1, 7)).toEqual([
      'Chestnut OxfordLeather & LastActive',
      'OX-1',
      'MenShoes',
      '7',
      'EU 41, EU 42',
      'Regular price $180.00Sale price $150.00',
    ]);
    expect(cells(second).slice(2, 7)).toEqual(['N/A', 'WomenJackets', '7', 'M', '$420.00']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages with Previous, the numbered pages and Next (admin spec, All Products List)', async () => {
    const api = fakeApi({ 'GET /api/product': listRoute([oxford], 3, 25) });
    renderScreen();
    await screen.findByText('Chestnut Oxford');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(api).page).toBe('2'));
  });

  it("says 'No products found' when nothing matches", async () => {
    fakeApi({ 'GET /api/product': listRoute([]) });
    renderScreen();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('asks again from page 1 when a filter changes, and with no filters after Clear Filters', async () => {
    const api = fakeApi({ 'GET /api/product': listRoute([oxford], 3, 25) });
    renderScreen();
    await screen.findByText('Chestnut Oxford');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(api).page).toBe('2'));

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Women' } });
    fireEvent.change(screen.getByLabelText('Subcategory'), { target: { value: 'Jackets' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Draft' } });
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'bomber' } });
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        page: '1',
        limit: '10',
        admin: 'true',
        category: 'Women',
        subcategory: 'Jackets',
        status: 'Draft',
        search: 'bomber',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({ page: '1', limit: '10', admin: 'true' }),
    );
    expect((screen.getByLabelText('Search products') as HTMLInputElement).value).toBe('');
  });

  it('confirms a delete with the product shown, deletes it and refreshes the list', async () => {
    const api = fakeApi({
      'GET /api/product': listRoute([oxford, bomber]),
      'DELETE /api/product/:id': {
        body: { success: true, message: 'Product deleted successfully' },
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lambskin Bomber' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Product' });
    for (const text of [
      'This action cannot be undone',
      'Lambskin Bomber',
      'Northfield',
      'Women',
      'Jackets',
      'N/A',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(dialog).getByText(
        'This will permanently remove the product from your inventory. All product data, images, and related information will be lost.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Lambskin Bomber' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Product' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(requestsTo(api, 'DELETE /api/product/:id')[0].path).toBe(`/api/product/${bomber._id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, 'GET /api/product')).toHaveLength(2));
  });

  it("says 'Failed to delete product' when the delete fails without a reason", async () => {
    fakeApi({
      'GET /api/product': listRoute([oxford]),
      'DELETE /api/product/:id': { status: 500, body: { success: false } },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Chestnut Oxford' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Product' }),
    );
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
  });
});

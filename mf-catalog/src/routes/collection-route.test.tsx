import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  configureCurrency,
  displayCurrency,
  SHIPPED_CURRENCY_SETTINGS,
} from '@shop/storefront-sdk';
import { dataLayerEvents, requestsTo } from '@shop/storefront-sdk/testing';
import { fakeApi, productSearch } from '../testing/fake-api';
import {
  BIKER,
  CATALOGUE,
  CHELSEA,
  GILET,
  LOAFER,
  MONK,
  OXFORD,
  TRENCH,
} from '../testing/products';
import { renderApp } from '../testing/render-app';
import { OUTERWEAR_FIXED_LABELS } from '../constants';

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const filters = () => screen.getByRole('complementary', { name: 'Filters' });

async function openCollection(path = '/collection') {
  renderApp(path);
  await screen.findByRole('list', { name: 'Products' });
}

describe('collection page', () => {
  beforeEach(() => {
    delete window.dataLayer;
    fakeApi({ 'GET /api/product/search': productSearch(CATALOGUE) });
  });

  it('shows skeletons while loading, then every product from the API', async () => {
    renderApp('/collection');
    expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThan(0);
    await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(shownNames()).toEqual(CATALOGUE.map((p) => p.name)));
    expect(screen.getByText('7 products')).toBeInTheDocument();
  });

  it('shows a product with its brand, discounted price and badge, linking to its page', async () => {
    await openCollection();
    const card = screen.getByRole('heading', { name: OXFORD.name }).closest('article')!;
    expect(within(card).getByText('$256.00')).toBeInTheDocument();
    expect(within(card).getByText('-20%')).toBeInTheDocument();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/product/p-oxford');
    const soldOut = screen.getByRole('heading', { name: MONK.name }).closest('article')!;
    expect(within(soldOut).getByText('Sold out')).toBeInTheDocument();
  });

  it('narrows by category with counts', async () => {
    await openCollection();
    const women = within(filters()).getByRole('checkbox', { name: /Women/ });
    expect(women.closest('label')?.textContent).toContain('3');
    fireEvent.click(women);
    await waitFor(() => expect(shownNames()).toEqual([LOAFER.name, TRENCH.name, GILET.name]));
  });

  it('offers the fixed Jackets and Outerwear labels plus those found in the data, with counts', async () => {
    await openCollection();
    const group = within(filters()).getByRole('group', { name: 'Jackets and Outerwear' });
    const labels = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.querySelector('span')?.textContent);
    expect(labels).toEqual([...OUTERWEAR_FIXED_LABELS, 'Gilet']);
    const coats = within(group).getByRole('checkbox', { name: /Coats/ });
    expect(coats.closest('label')?.textContent).toMatch(/Coats\s*1/);
    fireEvent.click(coats);
    await waitFor(() => expect(shownNames()).toEqual([TRENCH.name]));
  });

  it('takes the price bounds in the currency prices are shown in', async () => {
    configureCurrency({
      ratesDate: '2025-09-30',
      perUsd: { ...SHIPPED_CURRENCY_SETTINGS.perUsd, EUR: 0.5 },
    });
    displayCurrency.set('EUR');
    const api = fakeApi({ 'GET /api/product/search': productSearch(CATALOGUE) });
    try {
      await openCollection();
      const box = screen.getByLabelText('Minimum price');
      expect(box.parentElement?.textContent).toBe('€');
      // €200 is $400 at 0.5 euros to the dollar.
      fireEvent.change(box, { target: { value: '200' } });
      await waitFor(() => expect(shownNames()).toEqual([BIKER.name, TRENCH.name, GILET.name]));
      const searches = requestsTo(api, 'GET /api/product/search');
      expect(searches.at(-1)?.query.get('minPrice')).toBe('400');
    } finally {
      configureCurrency(SHIPPED_CURRENCY_SETTINGS);
    }
  });

  it('narrows by price, either bound optional', async () => {
    await openCollection();
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '400' } });
    await waitFor(() => expect(shownNames()).toEqual([BIKER.name, TRENCH.name, GILET.name]));
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '600' } });
    await waitFor(() => expect(shownNames()).toEqual([BIKER.name, GILET.name]));
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '' } });
    await waitFor(() =>
      expect(shownNames()).toEqual([
        OXFORD.name,
        CHELSEA.name,
        LOAFER.name,
        BIKER.name,
        GILET.name,
        MONK.name,
      ]),
    );
  });

  it('sorts by price, name, newest and popularity', async () => {
    await openCollection();
    const sort = screen.getByRole('combobox');
    fireEvent.change(sort, { target: { value: 'low-high' } });
    await waitFor(() => expect(shownNames()[0]).toBe(OXFORD.name));
    await waitFor(() => expect(shownNames().at(-1)).toBe(TRENCH.name));
    fireEvent.change(sort, { target: { value: 'high-low' } });
    await waitFor(() => expect(shownNames()[0]).toBe(TRENCH.name));
    fireEvent.change(sort, { target: { value: 'name' } });
    await waitFor(() => expect(shownNames()[0]).toBe(LOAFER.name));
    fireEvent.change(sort, { target: { value: 'newest' } });
    await waitFor(() => expect(shownNames()[0]).toBe(CHELSEA.name));
    fireEvent.change(sort, { target: { value: 'popular' } });
    await waitFor(() => expect(shownNames().slice(0, 2)).toEqual([CHELSEA.name, BIKER.name]));
  });

  it("reads the footer link ?category=boots&subcategory=men as men's boots", async () => {
    await openCollection('/collection?category=boots&subcategory=men');
    expect(screen.getByRole('heading', { level: 1, name: "Men's Boots" })).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual([CHELSEA.name]));
  });

  it('reads the menu link ?category=Women&subcategory=Jackets', async () => {
    await openCollection('/collection?category=Women&subcategory=Jackets');
    await waitFor(() => expect(shownNames()).toEqual([TRENCH.name, GILET.name]));
  });

  it('reads a home tile link ?category=monk-straps', async () => {
    await openCollection('/collection?category=monk-straps');
    await waitFor(() => expect(shownNames()).toEqual([MONK.name]));
  });

  it('says "No products found" when nothing matches, naming the choices, and Clear all filters shows everything', async () => {
    renderApp('/collection?category=Women&subcategory=Shoes&maxPrice=1');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing matches Women, Shoes, priced up to 1. Try fewer filters or another search.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(shownNames()).toHaveLength(CATALOGUE.length));
    expect(screen.getByTestId('location').textContent).toBe('/collection');
  });

  it('says why the footer’s Accessories link is empty, with a way to the whole collection', async () => {
    renderApp('/collection?category=accessories');
    const heading = await screen.findByRole('heading', { level: 2, name: 'No accessories yet' });
    const notice = heading.closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(
      'No products found in Accessories for now: new pieces are on the workbench. The rest of the collection is ready to browse.',
    );
    expect(document.title).toMatch(/^Accessories/);
    fireEvent.click(within(notice).getByRole('link', { name: 'Browse the whole collection' }));
    await waitFor(() => expect(shownNames()).toHaveLength(CATALOGUE.length));
    expect(screen.getByTestId('location').textContent).toBe('/collection');
  });

  it('names a search’s words in the heading and the tab instead of “The Collection”', async () => {
    await openCollection('/collection?search=1&q=loafer');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Results for “loafer”' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Results for “loafer”/));
    await waitFor(() => expect(shownNames()).toEqual([LOAFER.name]));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'chelsea' },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Results for “chelsea”' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Collection' }),
    ).toBeInTheDocument();
  });

  it('names a search within a category by both, and a search that finds nothing by its words', async () => {
    renderApp('/collection?category=Men&subcategory=Shoes&q=zzz');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Results for “zzz” in Men's Shoes" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Nothing matches “zzz”, Men, Shoes. Try fewer filters or another search.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the search bar with ?search=1, narrows as the shopper types, and closes', async () => {
    await openCollection('/collection?search=1');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'loafer' } });
    await waitFor(() => expect(shownNames()).toEqual([LOAFER.name]));
    expect(dataLayerEvents('search')).toEqual([
      expect.objectContaining({ search_term: 'loafer', platform: 'web' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toHaveLength(CATALOGUE.length));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/collection'));
  });

  it('keeps every choice in the URL, so a link reproduces the view', async () => {
    await openCollection();
    const location = () => screen.getByTestId('location').textContent;
    fireEvent.click(within(filters()).getByRole('checkbox', { name: /Women/ }));
    await waitFor(() => expect(location()).toBe('/collection?category=Women'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'low-high' } });
    await waitFor(() => expect(location()).toBe('/collection?category=Women&sortBy=low-high'));
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '700' } });
    await waitFor(() =>
      expect(location()).toBe('/collection?category=Women&maxPrice=700&sortBy=low-high'),
    );
    await waitFor(() => expect(shownNames()).toEqual([LOAFER.name, GILET.name]));
  });

  it('opens the search bar from its toggle', async () => {
    await openCollection();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/collection?search=1');
  });
});

describe('collection page states', () => {
  it('says "No products available" for an empty catalogue', async () => {
    fakeApi({ 'GET /api/product/search': productSearch([]) });
    renderApp('/collection');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });

  it('tells the shopper the server cannot be reached, with Try Again', async () => {
    fakeApi({ 'GET /api/product/search': 'offline' });
    renderApp('/collection');
    expect(await screen.findByText('Error loading products')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cannot connect to server at http://api.test. Please check if backend is running.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('explains a missing endpoint and a server error', async () => {
    fakeApi({
      'GET /api/product/search': { status: 404, body: { success: false, message: 'Cannot GET' } },
    });
    const first = renderApp('/collection');
    expect(
      await screen.findByText('Products API endpoint not found. Check your backend routes.'),
    ).toBeInTheDocument();
    first.unmount();

    fakeApi({
      'GET /api/product/search': { status: 500, body: { success: false, message: 'boom' } },
    });
    renderApp('/collection');
    expect(await screen.findByText('Server error. Check your backend logs.')).toBeInTheDocument();
  });

  it('reports a reply that is not a product list as an invalid format', async () => {
    fakeApi({ 'GET /api/product/search': { body: { success: true, data: 'nope' } } });
    renderApp('/collection');
    expect(await screen.findByText('Invalid response format')).toBeInTheDocument();
  });

  it('pages through a long catalogue', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...OXFORD,
      _id: `p${i}`,
      name: `Oxford ${i + 1}`,
    }));
    fakeApi({ 'GET /api/product/search': productSearch(many) });
    renderApp('/collection');
    await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(shownNames()).toHaveLength(24));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    await waitFor(() => expect(shownNames()).toEqual(many.slice(24).map((p) => p.name)));
  });
});

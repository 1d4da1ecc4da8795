import { PRODUCT_MESSAGES } from '../messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartStore, tokenStore } from '@shop/storefront-sdk';
import { dataLayerEvents, showPricesInUsd } from '@shop/storefront-sdk/testing';
import { fakeApi, productSearch, type Route } from '../testing/fake-api';
import { BIKER, CATALOGUE, CHELSEA, MONK, OXFORD } from '../testing/products';
import { renderApp } from '../testing/render-app';

const CHELSEA_BLACK = {
  ...CHELSEA,
  _id: 'p-chelsea-black',
  name: 'Firenze Chelsea Boot',
  color: 'Black',
};

function serveCatalogue(extra: Record<string, Route> = {}) {
  const byId = new Map([...CATALOGUE, CHELSEA_BLACK].map((p) => [p._id, p]));
  return fakeApi({
    'GET /api/product/search': productSearch(CATALOGUE),
    'GET /api/product/:id': ({ id }) =>
      byId.has(id)
        ? { body: { success: true, data: byId.get(id) } }
        : { status: 404, body: { success: false, message: 'Product not found' } },
    ...extra,
  });
}

async function openProduct(id: string) {
  renderApp(`/product/${id}`);
  return screen.findByRole('heading', { level: 1 });
}

const addButton = () => screen.getByRole('button', { name: /Add to cart|Sold out/ });

beforeEach(() => {
  delete window.dataLayer;
  localStorage.clear();
  showPricesInUsd();
  cartStore.clear();
  serveCatalogue();
});

describe('product page', () => {
  it('shows a spinner, then the product: breadcrumb, brand, name, counts, price, stock', async () => {
    renderApp('/product/p-oxford');
    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(OXFORD.name);

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole(
      'listitem',
    );
    expect(crumbs.map((c) => c.textContent)).toEqual(['Shop', 'Men', 'Shoes', OXFORD.name]);
    expect(screen.getByText('340 views')).toBeInTheDocument();
    expect(screen.getByText('21 sold')).toBeInTheDocument();
    expect(screen.getByText('$256.00')).toBeInTheDocument();
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('In stock · 12 available')).toBeInTheDocument();
    expect(
      screen.getByText('Easy return and exchange policy within 30 days, free in the U.S.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews (0)' })).toBeInTheDocument();
    // No reviews yet, so no stars that would read as a rating of zero.
    expect(screen.queryByRole('img', { name: /^Rated / })).not.toBeInTheDocument();
    expect(screen.getByText('Full-grain leather')).toBeInTheDocument();
    expect(dataLayerEvents('view_item')).toEqual([
      expect.objectContaining({ item_id: 'p-oxford', item_name: OXFORD.name, platform: 'web' }),
    ]);
  });

  it('shows the primary image first and switches the main image from a thumbnail', async () => {
    await openProduct('p-oxford');
    const main = () => screen.getByAltText(OXFORD.name).getAttribute('src');
    expect(main()).toBe('http://api.test/uploads/oxford-front.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(main()).toBe('http://api.test/uploads/oxford-side.jpg');
  });

  it('offers only sizes that are available with stock', async () => {
    await openProduct('p-oxford');
    const sizes = within(screen.getByRole('group', { name: 'Select size' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(sizes).toEqual(['EU 41', 'EU 42']);
  });

  it('asks a visitor to log in before adding to the cart', async () => {
    await openProduct('p-oxford');
    fireEvent.click(screen.getByRole('button', { name: 'EU 42' }));
    fireEvent.click(addButton());
    expect(await screen.findByText('Please login to add items to cart')).toBeInTheDocument();
    expect(cartStore.count()).toBe(0);
  });

  it('asks for a size next to the size picker, describing the sizes by it, focus on the first', async () => {
    tokenStore.set('shopper-token');
    await openProduct('p-oxford');
    fireEvent.click(addButton());
    const sizes = screen.getByRole('group', { name: 'Select size' });
    const message = await within(sizes).findByText('Please select a size');
    // Said once, where the choice is made, not in a toast far from it.
    expect(screen.getAllByText('Please select a size')).toHaveLength(1);
    expect(cartStore.count()).toBe(0);
    const first = within(sizes).getByRole('button', { name: 'EU 41' });
    expect(document.activeElement).toBe(first);
    expect(first).toHaveAccessibleDescription('Please select a size');
    expect(sizes).toHaveAccessibleDescription('Please select a size');
    expect(message.id).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'EU 42' }));
    expect(within(sizes).queryByText('Please select a size')).not.toBeInTheDocument();
    expect(first).not.toHaveAccessibleDescription();
    fireEvent.click(addButton());
    expect(
      await screen.findByText('Siena Cap-Toe Oxford (EU 42) added to cart'),
    ).toBeInTheDocument();
  });

  it('adds the chosen size and quantity to the cart store and confirms', async () => {
    tokenStore.set('shopper-token');
    const badge = jest.fn();
    const unsubscribe = cartStore.subscribe(() => badge(cartStore.count()));
    await openProduct('p-oxford');
    fireEvent.click(screen.getByRole('button', { name: 'EU 42' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(addButton());
    expect(
      await screen.findByText('Siena Cap-Toe Oxford (EU 42) added to cart'),
    ).toBeInTheDocument();
    expect(cartStore.getItems()).toEqual({ 'p-oxford': { 'EU 42': 2 } });
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual({ 'p-oxford': { 'EU 42': 2 } });
    expect(badge).toHaveBeenLastCalledWith(2);
    expect(dataLayerEvents('add_to_cart')).toEqual([
      expect.objectContaining({
        item_id: 'p-oxford',
        item_name: OXFORD.name,
        size: 'EU 42',
        quantity: 2,
        price: OXFORD.effectivePrice,
        platform: 'web',
      }),
    ]);
    unsubscribe();
  });

  it('caps the quantity at the stock of the chosen size', async () => {
    tokenStore.set('shopper-token');
    await openProduct('p-oxford');
    fireEvent.click(screen.getByRole('button', { name: 'EU 41' }));
    const more = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more.disabled).toBe(true);
    expect(screen.getByLabelText('Quantity', { selector: 'output' }).textContent).toBe('3');
    expect(
      (screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('refuses a product without stock as unavailable', async () => {
    tokenStore.set('shopper-token');
    await openProduct('p-monk');
    expect(screen.getByText('Currently unavailable')).toBeInTheDocument();
    fireEvent.click(addButton());
    expect(await screen.findByText('This product is currently unavailable')).toBeInTheDocument();
    expect(cartStore.count()).toBe(0);
  });

  it('refuses a product that is not Active', async () => {
    tokenStore.set('shopper-token');
    serveCatalogue({
      'GET /api/product/:id': { body: { success: true, data: { ...OXFORD, status: 'Draft' } } },
    });
    await openProduct('p-oxford');
    fireEvent.click(screen.getByRole('button', { name: 'EU 42' }));
    fireEvent.click(addButton());
    expect(await screen.findByText('This product is currently unavailable')).toBeInTheDocument();
  });

  it('offers the size guide for jackets only', async () => {
    const view = renderApp('/product/p-biker');
    await screen.findByRole('heading', { level: 1, name: BIKER.name });
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    expect(screen.getByRole('dialog', { name: 'Jacket size guide' })).toBeInTheDocument();
    view.unmount();
    await openProduct('p-oxford');
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it('opens another colour of the same model', async () => {
    await openProduct('p-chelsea');
    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    expect(screen.getByTestId('location').textContent).toBe('/product/p-chelsea-black');
    expect(await screen.findByText('Black', { selector: 'span' })).toBeInTheDocument();
  });

  it('suggests up to five other products of the same category', async () => {
    await openProduct('p-oxford');
    const related = await screen.findByRole('list', { name: 'Related products' });
    const names = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
      .sort();
    expect(names).toEqual([BIKER.name, CHELSEA.name, MONK.name].sort());
  });

  it('names the tab and describes the product for search engines: name, price, description', async () => {
    await openProduct('p-oxford');
    expect(document.title).toBe(`${OXFORD.name} · Leather & Last`);
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content).toBe(
      `Leather & Last ${OXFORD.name}, $256.00. Hand-finished Italian calfskin.`,
    );
  });

  it('carries the product as schema.org structured data, its offer in USD', async () => {
    await openProduct('p-oxford');
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: OXFORD.name,
      description: OXFORD.description,
      sku: OXFORD._id,
      productID: OXFORD._id,
      brand: { '@type': 'Brand', name: 'Leather & Last' },
      image: [
        expect.stringMatching(/^https?:\/\/.+\/uploads\/oxford-front\.jpg$/),
        expect.stringMatching(/\/uploads\/oxford-side\.jpg$/),
      ],
      offers: {
        '@type': 'Offer',
        price: '256.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${window.location.origin}/product/p-oxford`,
      },
    });
  });

  it('marks a product without stock OutOfStock, and a product text cannot end the script', async () => {
    serveCatalogue({
      'GET /api/product/:id': {
        body: { success: true, data: { ...MONK, description: 'Sleek </script><b>x</b>' } },
      },
    });
    await openProduct('p-monk');
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script?.textContent ?? '{}') as {
      description: string;
      offers: { availability: string };
    };
    expect(data.description).toBe('Sleek </script><b>x</b>');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('shows "Product not found" with Go Back for an unknown product', async () => {
    renderApp('/product/nope');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('says a mistyped link in a shopper’s words, not the server’s', async () => {
    serveCatalogue({
      'GET /api/product/:id': {
        status: 400,
        body: { success: false, message: 'Invalid product id' },
      },
    });
    renderApp('/product/not-an-id');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_MESSAGES.missingExplained)).toBeInTheDocument();
    expect(screen.queryByText('Invalid product id')).not.toBeInTheDocument();
  });

  it('tells the shopper when the product fails to load', async () => {
    serveCatalogue({ 'GET /api/product/:id': 'offline' });
    renderApp('/product/p-oxford');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load product' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load product details')).toBeInTheDocument();
  });
});

afterEach(() => {
  act(() => tokenStore.clear());
});

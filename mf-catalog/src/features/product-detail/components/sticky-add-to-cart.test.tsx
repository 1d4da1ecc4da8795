import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartStore, tokenStore } from '@shop/storefront-sdk';
import { showPricesInUsd } from '@shop/storefront-sdk/testing';
import { fakeApi, productSearch } from '../../../testing/fake-api';
import { CATALOGUE, MONK, OXFORD } from '../../../testing/products';
import { renderApp } from '../../../testing/render-app';

/** Where the page's own Add to cart is in a 390×844 window. */
type Whereabouts = 'in view' | 'scrolled past' | 'further down';

const WINDOW_HEIGHT = 844;
interface Observed {
  report: IntersectionObserverCallback;
  rootMargin: string;
  target?: Element;
}
let observed: Observed[];

/** Tells each observer what a browser would: whether the button is in its margin-grown window. */
function scrollPageButton(where: Whereabouts) {
  const top = { 'in view': 400, 'scrolled past': -120, 'further down': 1200 }[where];
  const bottom = top + 52;
  for (const { report, rootMargin, target } of observed) {
    const [above = 0, , below = 0] = rootMargin.split(' ').map((margin) => parseFloat(margin) || 0);
    const rootBounds = { top: -above, bottom: WINDOW_HEIGHT + below };
    const entry = {
      target,
      isIntersecting: bottom > rootBounds.top && top < rootBounds.bottom,
      boundingClientRect: { top, bottom },
      rootBounds,
    } as unknown as IntersectionObserverEntry;
    act(() => report([entry], {} as IntersectionObserver));
  }
}

async function openProduct(id: string) {
  renderApp(`/product/${id}`);
  await screen.findByRole('heading', { level: 1 });
}

const bar = () => screen.queryByRole('region', { name: 'Quick buy' });
const barButton = () => within(bar()!).getByRole('button', { name: 'Add to cart' });

beforeEach(() => {
  observed = [];
  window.IntersectionObserver = jest.fn(
    (report: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      const watch: Observed = { report, rootMargin: options?.rootMargin ?? '0px' };
      observed.push(watch);
      return {
        observe: (target: Element) => (watch.target = target),
        disconnect: () => observed.splice(observed.indexOf(watch), 1),
      };
    },
  ) as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView = jest.fn();
  localStorage.clear();
  showPricesInUsd();
  cartStore.clear();
  const byId = new Map(CATALOGUE.map((p) => [p._id, p]));
  fakeApi({
    'GET /api/product/search': productSearch(CATALOGUE),
    'GET /api/product/:id': ({ id }) => ({ body: { success: true, data: byId.get(id) } }),
  });
});
afterEach(() => {
  act(() => tokenStore.clear());
  Reflect.deleteProperty(window, 'IntersectionObserver');
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('the Add to cart bar of a narrow window', () => {
  it('shows once the page’s Add to cart has scrolled up out of sight, and goes when it is back', async () => {
    await openProduct('p-oxford');
    expect(bar()).not.toBeInTheDocument();
    scrollPageButton('further down');
    expect(bar()).not.toBeInTheDocument();

    scrollPageButton('scrolled past');
    expect(bar()).toHaveTextContent(OXFORD.name);
    expect(within(bar()!).getByText('$256.00')).toBeInTheDocument();

    scrollPageButton('in view');
    expect(bar()).not.toBeInTheDocument();
    // Nothing of it is left to reach by Tab.
    expect(document.querySelector('section[aria-label="Quick buy"]')).toBeEmptyDOMElement();
  });

  it('adds the size and quantity chosen on the page, as the page’s button does', async () => {
    tokenStore.set('shopper-token');
    await openProduct('p-oxford');
    fireEvent.click(screen.getByRole('button', { name: 'EU 42' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    scrollPageButton('scrolled past');
    fireEvent.click(barButton());
    expect(
      await screen.findByText('Siena Cap-Toe Oxford (EU 42) added to cart'),
    ).toBeInTheDocument();
    expect(cartStore.getItems()).toEqual({ 'p-oxford': { 'EU 42': 2 } });
  });

  it('asks for a size and brings the sizes back into view, focus on the first', async () => {
    tokenStore.set('shopper-token');
    await openProduct('p-oxford');
    scrollPageButton('scrolled past');
    fireEvent.click(barButton());
    expect(await screen.findByText('Please select a size')).toBeInTheDocument();
    expect(cartStore.count()).toBe(0);
    const sizes = screen.getByRole('group', { name: 'Select size' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(sizes);
    expect(document.activeElement).toBe(within(sizes).getByRole('button', { name: 'EU 41' }));
  });

  it('asks a visitor to log in, as the page’s button does, and leaves the page where it is', async () => {
    await openProduct('p-oxford');
    fireEvent.click(screen.getByRole('button', { name: 'EU 42' }));
    scrollPageButton('scrolled past');
    fireEvent.click(barButton());
    expect(await screen.findByText('Please login to add items to cart')).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('is not offered for a product that cannot be bought', async () => {
    await openProduct(MONK._id);
    scrollPageButton('scrolled past');
    expect(bar()).not.toBeInTheDocument();
  });
});

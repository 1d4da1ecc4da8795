import { act, fireEvent, screen, within } from '@testing-library/react';
import { ACCESSIBILITY_MODE_STORAGE_KEY, accessibilityMode } from '@shop/storefront-sdk';
import { ROTATION_INTERVAL_MS } from '../constants';
import { fakeApi, productSearch } from '../testing/fake-api';
import { CATALOGUE } from '../testing/products';
import { renderApp } from '../testing/render-app';

const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find(
      (g) =>
        g.getAttribute('aria-roledescription') === 'slide' &&
        g.getAttribute('aria-hidden') === 'false',
    );

async function openHome() {
  renderApp('/');
  await screen.findByRole('list', { name: 'Featured products' });
}

/** Lets the fake API answer without moving the (fake) clock. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('home page', () => {
  beforeEach(() => {
    fakeApi({ 'GET /api/product/search': productSearch(CATALOGUE) });
  });

  it('shows skeletons, then the first four products as Featured Products', async () => {
    renderApp('/');
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(4);
    const featured = await screen.findByRole('list', { name: 'Featured products' });
    expect(
      within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(
      [...CATALOGUE]
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
        .slice(0, 4)
        .map((p) => p.name),
    );
  });

  it('has one h1 naming the shop, and names the tab for search results', async () => {
    await openHome();
    const [title] = screen.getAllByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(title.textContent).toBe('Leather & Last: Italian handcrafted leather shoes and jackets');
    expect(document.title).toBe('Italian handcrafted leather shoes and jackets · Leather & Last');
    expect(
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    ).toMatch(/^Boots, loafers, monk straps, oxfords and leather jackets/);
  });

  it('links the four category tiles to the collection', async () => {
    await openHome();
    const tiles = screen.getByRole('region', { name: 'Find your pair' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/collection?category=boots',
      '/collection?category=loafers',
      '/collection?category=monk-straps',
      '/collection?category=oxfords',
    ]);
  });

  it('moves the hero on every five seconds, and on the arrows and dots', async () => {
    jest.useFakeTimers();
    try {
      renderApp('/');
      await settle();
      expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3');
      act(() => {
        jest.advanceTimersByTime(ROTATION_INTERVAL_MS);
      });
      expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3');
      fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3');
      fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
      expect(currentSlide()?.getAttribute('aria-label')).toBe('3 of 3');
      act(() => {
        jest.advanceTimersByTime(ROTATION_INTERVAL_MS);
      });
      expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('rotates three testimonials, each with five stars', async () => {
    jest.useFakeTimers();
    try {
      renderApp('/');
      await settle();
      const section = screen.getByRole('region', { name: 'Worn and loved' });
      const shown = () =>
        section.querySelector('figure[aria-hidden="false"] blockquote')?.textContent;
      expect(section.querySelectorAll('figure')).toHaveLength(3);
      expect(
        within(section).getAllByRole('img', { name: 'Rated 5 out of 5 stars', hidden: true }),
      ).toHaveLength(3);
      const first = shown();
      act(() => {
        jest.advanceTimersByTime(ROTATION_INTERVAL_MS);
      });
      expect(shown()).not.toBe(first);
      fireEvent.click(within(section).getByRole('button', { name: 'Previous testimonial' }));
      expect(shown()).toBe(first);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('holding still', () => {
    const testimonialShown = () =>
      screen
        .getByRole('region', { name: 'Worn and loved' })
        .querySelector('figure[aria-hidden="false"] blockquote')?.textContent;

    async function waitTwoRotations() {
      renderApp('/');
      await settle();
      const before = [currentSlide()?.getAttribute('aria-label'), testimonialShown()];
      act(() => {
        jest.advanceTimersByTime(2 * ROTATION_INTERVAL_MS);
      });
      return { before, after: [currentSlide()?.getAttribute('aria-label'), testimonialShown()] };
    }

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      localStorage.removeItem(ACCESSIBILITY_MODE_STORAGE_KEY);
      Reflect.deleteProperty(window, 'matchMedia');
    });

    it('stops the hero and testimonial rotations in accessibility mode, arrows still work', async () => {
      accessibilityMode.set(true);
      const { before, after } = await waitTwoRotations();
      expect(after).toEqual(before);
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3');
    });

    it('stops them when the system asks for reduced motion', async () => {
      window.matchMedia = ((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
      const { before, after } = await waitTwoRotations();
      expect(after).toEqual(before);
    });
  });

  it('thanks a newsletter subscriber and clears the box', async () => {
    await openHome();
    const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: /20% off/ })).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'anna@example.com' } });
    fireEvent.submit(email.closest('form')!);
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(email.value).toBe('');
  });

  it('offers Learn More in the lifestyle section, each link named for where it leads, and tells the brand story', async () => {
    await openHome();
    const workshop = screen.getByRole('link', { name: 'Learn More about our workshop' });
    const care = screen.getByRole('link', { name: 'Learn More about caring for leather' });
    expect(workshop.getAttribute('href')).toBe('/about');
    expect(care.getAttribute('href')).toBe('/care');
    expect(screen.getByText('About the Brand')).toBeInTheDocument();
  });

  it('explains a failed load in place of the featured products', async () => {
    fakeApi({ 'GET /api/product/search': 'offline' });
    renderApp('/');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toContain('Please check if backend is running.');
  });
});

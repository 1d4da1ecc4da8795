import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app-routes';
import {
  ANALYTICS_RETENTION_MONTHS,
  DELIVERY_FEE_USD,
  FREE_SHIPPING_MINIMUM_USD,
  PRIVACY_REQUEST_DAYS,
  RETURN_WINDOW_DAYS,
  SHOP_EMAIL,
} from '../shop-policy';
import { FOOTER_PAGES } from './footer-pages';

/** The page at `path` once its text has arrived (each page loads on demand). */
async function renderPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

// The layout scrolls to the top on every page change; jsdom has no scrolling.
beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('footer pages', () => {
  it.each(FOOTER_PAGES)('$path has its own h1, sections and title', async ({ path, title }) => {
    const main = await renderPage(path);
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(document.title).toBe(`${title} · Leather & Last`);
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(within(main).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('says in the privacy policy what the analytics keep, for how long, and how to be deleted', async () => {
    const main = await renderPage('/privacy');
    const text = main.textContent ?? '';
    for (const stored of ['session', 'Page views', 'utm_source', 'country and city', 'phone']) {
      expect(text).toContain(stored);
    }
    expect(text).toContain(`deleted ${ANALYTICS_RETENTION_MONTHS} months after the visit`);
    expect(text).toContain('No advertising, social media or third-party tracking scripts load');
    expect(text).toContain(`within ${PRIVACY_REQUEST_DAYS} days`);
    const deletion = within(main)
      .getAllByRole('link', { name: SHOP_EMAIL })
      .find((link) => link.getAttribute('href')?.includes('Delete%20my%20data'));
    expect(deletion).toBeInTheDocument();
  });

  it("states the checkout's delivery fee, free delivery and return window in the terms", async () => {
    const text = (await renderPage('/terms')).textContent ?? '';
    expect(text).toContain(`Delivery costs $${DELIVERY_FEE_USD} per order`);
    expect(text).toContain(`free for orders of $${FREE_SHIPPING_MINIMUM_USD} or more`);
    expect(text).toContain(`within ${RETURN_WINDOW_DAYS} days of receipt`);
    expect(text).toContain('charged in US dollars');
  });

  it('lists the long pages’ sections at the top, linked to each', async () => {
    const main = await renderPage('/privacy');
    const contents = within(main).getByRole('navigation', { name: 'On this page' });
    const first = within(contents).getAllByRole('link')[0];
    expect(first.getAttribute('href')).toBe('#who-is-responsible');
    expect(main.querySelector('#who-is-responsible h2')?.textContent).toBe('Who is responsible');
  });

  it('offers the accessibility mode switch on the accessibility statement', async () => {
    const main = await renderPage('/accessibility');
    expect(within(main).getByRole('button', { name: 'Accessibility mode' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'How to reach us' })).toBeInTheDocument();
  });
});

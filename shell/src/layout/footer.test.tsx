import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  ACCESSIBILITY_MODE_CLASS,
  accessibilityMode,
  followAccessibilityMode,
} from '@shop/storefront-sdk';
import { Footer } from './footer';
import { FOOTER_PAGES } from '../pages/footer-pages';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

const pageMarked = () => document.documentElement.classList.contains(ACCESSIBILITY_MODE_CLASS);

describe('Footer', () => {
  let stopFollowing: () => void;
  beforeEach(() => {
    localStorage.clear();
    // As the shell's bootstrap does before the first render.
    stopFollowing = followAccessibilityMode();
  });
  afterEach(() => {
    act(() => accessibilityMode.set(false));
    stopFollowing();
  });

  it('links every page the shell keeps for the footer', () => {
    renderFooter();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(FOOTER_PAGES.length).toBe(9);
    for (const { path } of FOOTER_PAGES) expect(hrefs).toContain(path);
  });

  it('turns accessibility mode on and off, and remembers it for the next visit', () => {
    const { unmount } = renderFooter();
    const toggle = screen.getByRole('button', { name: 'Accessibility mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(pageMarked()).toBe(true);

    unmount();
    renderFooter();
    expect(
      screen.getByRole('button', { name: 'Accessibility mode' }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Accessibility mode' }));
    expect(pageMarked()).toBe(false);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Navbar } from './navbar';

function openMenu() {
  render(
    <MemoryRouter>
      <Navbar />
    </MemoryRouter>,
  );
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  menuButton.focus();
  fireEvent.click(menuButton);
  return { menuButton, drawer: screen.getByRole('dialog', { name: 'Menu' }) };
}

const tab = (shiftKey = false) => {
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });
  });
};

describe('mobile menu', () => {
  it('moves focus into the drawer when it opens', () => {
    const { drawer } = openMenu();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the drawer', () => {
    const { drawer } = openMenu();
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const contact = within(drawer).getByRole('link', { name: 'CONTACT' });

    tab(true);
    expect(document.activeElement).toBe(contact);
    tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives focus back to the menu button', () => {
    const { menuButton } = openMenu();
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('gives focus back to the menu button when closed with its button', () => {
    const { menuButton } = openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });
});

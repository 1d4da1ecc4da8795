import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Navbar } from './navbar';

async function openMenu() {
  render(
    <MemoryRouter>
      <Navbar />
    </MemoryRouter>,
  );
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  menuButton.focus();
  fireEvent.click(menuButton);
  return { menuButton, drawer: await screen.findByRole('dialog', { name: 'Menu' }) };
}

const tab = (shiftKey = false) => {
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });
  });
};

describe('mobile menu', () => {
  it('moves focus into the drawer when it opens', async () => {
    const { drawer } = await openMenu();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the drawer', async () => {
    const { drawer } = await openMenu();
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const contact = within(drawer).getByRole('link', { name: 'CONTACT' });

    tab(true);
    expect(document.activeElement).toBe(contact);
    tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { menuButton } = await openMenu();
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(menuButton);
  });

  it('gives focus back to the menu button when closed with its button', async () => {
    const { menuButton } = await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(menuButton);
  });
});

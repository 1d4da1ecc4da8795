import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CollectionDropdown } from './collection-dropdown';

function renderDropdown() {
  render(
    <MemoryRouter>
      <CollectionDropdown />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  const collection = screen.getByRole('link', { name: 'COLLECTION' });
  const toggle = screen.getByRole('button', { name: 'Collection menu' });
  return { collection, toggle, dropdown: collection.parentElement! };
}

describe('COLLECTION dropdown', () => {
  it('stays closed while keyboard focus passes COLLECTION, so its links stay out of the tab order', () => {
    const { collection, toggle, dropdown } = renderDropdown();
    act(() => collection.focus());
    expect(dropdown).not.toHaveAttribute('data-open');
    act(() => toggle.focus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(dropdown).not.toHaveAttribute('data-open');
  });

  it('opens from its menu button and closes on Escape, leaving focus on the button', () => {
    const { toggle, dropdown } = renderDropdown();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dropdown).toHaveAttribute('data-open');

    const shopAll = screen.getByRole('link', { name: /Shop all products/ });
    act(() => shopAll.focus());
    fireEvent.keyDown(shopAll, { key: 'Escape' });
    expect(document.activeElement).toBe(toggle);
    expect(dropdown).not.toHaveAttribute('data-open');
  });

  it('closes once focus leaves it', () => {
    const { toggle, dropdown } = renderDropdown();
    fireEvent.click(toggle);
    act(() => screen.getByRole('link', { name: /Shop all products/ }).focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(dropdown).not.toHaveAttribute('data-open');
  });

  it('opens under the pointer and closes when it leaves', () => {
    const { dropdown } = renderDropdown();
    fireEvent.pointerEnter(dropdown);
    expect(dropdown).toHaveAttribute('data-open');
    fireEvent.pointerLeave(dropdown);
    expect(dropdown).not.toHaveAttribute('data-open');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CollectionDropdown } from './collection-dropdown';

describe('COLLECTION dropdown', () => {
  it('closes on Escape from a link in its panel, leaving focus on COLLECTION', () => {
    render(
      <MemoryRouter>
        <CollectionDropdown />
        <button type="button">Elsewhere</button>
      </MemoryRouter>,
    );
    const collection = screen.getByRole('link', { name: /COLLECTION/ });
    const shopAll = screen.getByRole('link', { name: /Shop all products/ });
    const dropdown = collection.parentElement!;

    act(() => shopAll.focus());
    fireEvent.keyDown(shopAll, { key: 'Escape' });
    expect(document.activeElement).toBe(collection);
    expect(dropdown.hasAttribute('data-dismissed')).toBe(true);

    // Leaving and coming back opens it again.
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(dropdown.hasAttribute('data-dismissed')).toBe(false);
  });
});

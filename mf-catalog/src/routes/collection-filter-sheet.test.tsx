import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, productSearch } from '../testing/fake-api';
import { CATALOGUE } from '../testing/products';
import { renderApp } from '../testing/render-app';

const currentLocation = () => screen.getByTestId('location').textContent ?? '';

describe('the filters on a small screen', () => {
  beforeEach(() => {
    fakeApi({ 'GET /api/product/search': productSearch(CATALOGUE) });
  });

  it('open as a sheet whose sticky button shows the results, and give focus back', async () => {
    renderApp('/collection');
    await screen.findByRole('list', { name: 'Products' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(toggle);

    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Women/ }));
    const show = await within(sheet).findByRole('button', { name: /^Show 3 results$/ });
    expect(currentLocation()).toContain('category=Women');

    fireEvent.click(show);
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveTextContent('Filters (1)');
  });

  it('closes on Escape and from its close button', async () => {
    renderApp('/collection');
    await screen.findByRole('list', { name: 'Products' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Filters' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

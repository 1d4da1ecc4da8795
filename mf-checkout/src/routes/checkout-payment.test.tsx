import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COUNTRIES, ORDER_MESSAGES } from '@shop/contracts';
import { cartStore, displayCurrency, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, fakeToken, requestsTo, showPricesInUsd } from '@shop/storefront-sdk/testing';
import { fillAddress, loafer, oxford, productRoute, renderAt } from '../testing/checkout-fixtures';

const standInConfig = {
  body: { success: true, data: { clientId: null, standIn: true, currency: 'USD' } },
};
const country = () => screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

async function openCheckout() {
  const api = fakeApi({
    'GET /api/product/:id': productRoute,
    'GET /api/order/paypal/config': standInConfig,
  });
  tokenStore.set(fakeToken({ name: 'Ada Lovelace', email: 'ada@example.com' }));
  cartStore.add(oxford._id, 'EU 41', 2);
  cartStore.add(loafer._id, 'EU 40', 1);
  renderAt('/place-order');
  const placeButton = await screen.findByRole('button', { name: 'Place order' });
  await waitFor(() => expect(placeButton).toBeEnabled());
  return api;
}

describe('paying at checkout', () => {
  beforeEach(() => {
    localStorage.clear();
    showPricesInUsd();
    cartStore.clear();
  });

  it('offers one way to pay: PayPal’s button in place of Place order, and back', async () => {
    await openCheckout();
    fireEvent.click(screen.getByLabelText('PayPal'));

    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.usePayPalButton)).not.toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Cash on delivery'));
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
  });

  it('checks the delivery fields before PayPal opens, marking the one in error', async () => {
    const api = await openCheckout();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByLabelText('PayPal'));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));

    const street = screen.getByLabelText('Street');
    // The toast and the note beside the field.
    await waitFor(() =>
      expect(screen.getAllByText(ORDER_MESSAGES.fillField('street'))).toHaveLength(2),
    );
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(street)).toBe(ORDER_MESSAGES.fillField('street'));
    expect(street).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
    expect(requestsTo(api, 'POST /api/order/paypal/create')).toHaveLength(0);
    open.mockRestore();
  });

  it('lists each item above the totals: name, size, colour, quantity and line total', async () => {
    await openCheckout();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    const items = within(within(summary).getByRole('list', { name: 'Items' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const oxfordLine = items.find((item) => item.textContent?.includes('Oxford Chestnut'))!;
    expect(within(oxfordLine).getByText('Size: EU 41')).toBeInTheDocument();
    expect(within(oxfordLine).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(oxfordLine).getByText('$49.00')).toBeInTheDocument();
    const loaferLine = items.find((item) => item.textContent?.includes('Penny Loafer'))!;
    expect(within(loaferLine).getByText('Colour: Tan')).toBeInTheDocument();
    expect(within(loaferLine).getByText('Size: EU 40')).toBeInTheDocument();
    expect(within(loaferLine).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(loaferLine).getByText('$120.00')).toBeInTheDocument();
  });
});

describe('the country', () => {
  beforeEach(() => {
    localStorage.clear();
    showPricesInUsd();
    cartStore.clear();
  });

  it('is chosen from the list, starting at the country of the prices shown', async () => {
    await openCheckout();
    expect(country().value).toBe('United States');
    const offered = within(country())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Select a country', ...COUNTRIES]);
  });

  it('starts unchosen for prices in euros, and is required', async () => {
    displayCurrency.set('EUR');
    await openCheckout();
    expect(country().value).toBe('');
    fillAddress();
    fireEvent.change(country(), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Cash on delivery'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(ORDER_MESSAGES.fillAll)).toBeInTheDocument();
    expect(country()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(country())).toBe(ORDER_MESSAGES.fillField('country'));
    expect(country()).toHaveFocus();
  });
});

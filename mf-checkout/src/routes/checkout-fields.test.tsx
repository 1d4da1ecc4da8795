import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ORDER_MESSAGES } from '@shop/contracts';
import { cartStore, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, fakeToken, showPricesInUsd } from '@shop/storefront-sdk/testing';
import { oxford, productRoute, renderAt } from '../testing/checkout-fixtures';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function openCheckout(claims: Record<string, unknown>) {
  fakeApi({ 'GET /api/product/:id': productRoute });
  tokenStore.set(fakeToken(claims));
  cartStore.add(oxford._id, 'EU 41', 1);
  renderAt('/place-order');
  const placeButton = await screen.findByRole('button', { name: 'Place order' });
  await waitFor(() => expect(placeButton).toBeEnabled());
  return placeButton;
}

describe('the delivery form', () => {
  beforeEach(() => {
    localStorage.clear();
    showPricesInUsd();
    cartStore.clear();
  });

  it('labels every field visibly and fills in what the account already knows', async () => {
    await openCheckout({ name: 'Ada Lovelace', email: 'ada@example.com' });
    for (const label of ['First name', 'Last name', 'Email address', 'Street', 'Phone']) {
      expect(screen.getByText(label, { selector: 'label' })).toBeVisible();
    }
    expect(field('First name').value).toBe('Ada');
    expect(field('Last name').value).toBe('Lovelace');
    expect(field('Email address').value).toBe('ada@example.com');
    expect(field('Street').value).toBe('');
  });

  it('marks each field in error beside it, with the toast, and focuses the first', async () => {
    const placeButton = await openCheckout({ name: 'Ada', email: 'ada@' });
    fireEvent.click(placeButton);

    expect(await screen.findByText(ORDER_MESSAGES.fillAll)).toBeInTheDocument();
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field('Last name'))).toBe(ORDER_MESSAGES.fillField('lastName'));
    expect(errorOf(field('Email address'))).toBe(ORDER_MESSAGES.invalidEmail);
    expect(errorOf(field('Zipcode'))).toBe(ORDER_MESSAGES.fillField('zipcode'));
    expect(field('Last name')).toHaveFocus();

    // A field put right loses its mark as it is typed; the others keep theirs.
    fireEvent.change(field('Last name'), { target: { value: 'Lovelace' } });
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');
    expect(field('Street')).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses a bad e-mail before a blank street below it', async () => {
    const placeButton = await openCheckout({ name: 'Ada Lovelace', email: 'ada@' });
    fireEvent.click(placeButton);

    expect(await screen.findByText(ORDER_MESSAGES.fillAll)).toBeInTheDocument();
    expect(errorOf(field('Email address'))).toBe(ORDER_MESSAGES.invalidEmail);
    expect(errorOf(field('Street'))).toBe(ORDER_MESSAGES.fillField('street'));
    expect(field('Email address')).toHaveFocus();
  });
});

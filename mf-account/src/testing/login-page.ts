import { act, fireEvent, screen } from '@testing-library/react';
import { tokenStore } from '@shop/storefront-sdk';

/** Types `value` into the field labelled `label`. */
export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export function fillLogin(email = 'ada@example.com', password = 'leather123') {
  type('Email', email);
  type('Password', password);
}

export const submit = (name: 'Sign In' | 'Sign Up') =>
  fireEvent.click(screen.getByRole('button', { name }));

/** Every test of the file starts signed out with nothing stored or tracked. */
export function startEachTestSignedOut() {
  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
  });
  // What a test tracked leaves with its page, not with the next test's batch.
  afterEach(() => {
    window.dispatchEvent(new Event('pagehide'));
    act(() => tokenStore.clear());
  });
}

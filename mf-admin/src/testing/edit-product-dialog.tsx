// Helpers for the tests of the Edit Product dialog (never part of a build).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeToken, type Route } from '@shop/storefront-sdk/testing';
import { ToastHost } from '@shop/ui';
import { ProductListScreen } from '../features/product-list/components/product-list-screen';
import { adminProduct } from './admin-products';
import { fakeObjectUrls } from './fake-upload';

export const oxford = adminProduct({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Chestnut Oxford',
});

export const listRoute: Route = {
  body: {
    success: true,
    data: [oxford],
    pagination: { page: 1, pages: 1, total: 1, limit: 10 },
  },
};
export const updated: Route = {
  body: { success: true, message: 'Product updated successfully', data: oxford },
};
/** The catalog's answer to an image removed: the product one version on. */
export const imageRemoved = {
  body: { success: true, message: 'Image deleted successfully', data: { ...oxford, version: 2 } },
} satisfies Route;

/** Every test of the file starts signed in as an admin, with previews of picked images. */
export function prepareEditProduct() {
  beforeEach(() => {
    fakeObjectUrls();
    tokenStore.set(fakeToken({ id: 'a-1', email: 'admin@example.com', isAdmin: true }));
  });
  afterEach(() => act(() => tokenStore.clear()));
}

/** The products list with its toasts, and the dialog its Edit button opens on the oxford. */
export async function openEditor() {
  render(
    <>
      <ToastHost />
      <ProductListScreen />
    </>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Chestnut Oxford' }));
  return screen.getByRole('dialog', { name: 'Edit Product' });
}

export const valueOf = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;

export const pressedSizes = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

export const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PRODUCT' }));

/** The multipart bodies of the PUTs, as the page handed them to fetch. */
export const sentForms = (api: jest.Mock): FormData[] =>
  api.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => (init as RequestInit).body as FormData);

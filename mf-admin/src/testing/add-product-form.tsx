// Helpers for the tests of Add New Product (never part of a build).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureApi, tokenStore } from '@shop/storefront-sdk';
import { fakeToken, TEST_API_BASE } from '@shop/storefront-sdk/testing';
import { ToastHost } from '@shop/ui';
import { AddProductScreen } from '../features/add-product/components/add-product-screen';
import { fakeObjectUrls, fakeUpload, imageFile, type SentUpload } from './fake-upload';

export const ADD_PRODUCT_TOKEN = fakeToken({
  id: 'a-1',
  email: 'admin@example.com',
  isAdmin: true,
});

let upload: ReturnType<typeof fakeUpload>;

/** Every test of the file starts signed in as an admin, with uploads held for it to answer. */
export function prepareAddProduct() {
  beforeEach(() => {
    configureApi({ baseUrl: TEST_API_BASE });
    fakeObjectUrls();
    upload = fakeUpload();
    tokenStore.set(ADD_PRODUCT_TOKEN);
  });
  afterEach(() => act(() => tokenStore.clear()));
  return { uploads: () => upload };
}

export function renderAddProduct() {
  render(
    <>
      <ToastHost />
      <AddProductScreen />
    </>,
  );
}

export const field = (label: string | RegExp) => screen.getByLabelText(label);
export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
export const pickImages = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Product Images'), { target: { files } });
export const sizeToggle = (label: string) => screen.getByRole('button', { name: label });
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));

/** Sends the form and waits for the upload it starts, once the form's check has passed. */
export async function submitAndSend(): Promise<SentUpload> {
  const before = upload.sent.length;
  submit();
  await waitFor(() => expect(upload.sent).toHaveLength(before + 1));
  return upload.sent[before];
}

export function fillValidShoe() {
  type('Product Name', 'Chestnut Oxford');
  type('Product Description', 'Goodyear-welted calfskin.');
  type('Brand', 'Leather & Last');
  type('SKU (optional)', 'ox-42');
  type('Base Price', '180');
  type('Discount Price', '149.99');
  fireEvent.click(sizeToggle('EU 42'));
  type('Stock for EU 42', '5');
  pickImages(imageFile('side.jpg'), imageFile('top.png', 'image/png'));
}

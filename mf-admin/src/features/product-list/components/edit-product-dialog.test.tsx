import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_ADMIN_MESSAGES } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, fakeToken, requestsTo, type Route } from '@shop/storefront-sdk/testing';
import { ToastHost } from '@shop/ui';
import { adminProduct } from '../../../testing/admin-products';
import { fakeObjectUrls, imageFile } from '../../../testing/fake-upload';
import { ProductListScreen } from './product-list-screen';
import { EditProductDialog } from './edit-product-dialog';

const token = fakeToken({ id: 'a-1', email: 'admin@example.com', isAdmin: true });
const oxford = adminProduct({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Chestnut Oxford',
});

const listRoute: Route = {
  body: {
    success: true,
    data: [oxford],
    pagination: { page: 1, pages: 1, total: 1, limit: 10 },
  },
};
const updated: Route = {
  body: { success: true, message: 'Product updated successfully', data: oxford },
};
/** The catalog's answer to an image removed: the product one version on. */
const imageRemoved: Route = {
  body: { success: true, message: 'Image deleted successfully', data: { ...oxford, version: 2 } },
};

async function openEditor() {
  render(
    <>
      <ToastHost />
      <ProductListScreen />
    </>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Chestnut Oxford' }));
  return screen.getByRole('dialog', { name: 'Edit Product' });
}

const value = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;
const pressed = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

/** The PUT's multipart body, as the page handed it to fetch. */
function sentForm(api: jest.Mock): FormData {
  const call = api.mock.calls.find(([, init]) => (init as RequestInit)?.method === 'PUT');
  return (call![1] as RequestInit).body as FormData;
}

describe('Edit Product', () => {
  beforeEach(() => {
    fakeObjectUrls();
    tokenStore.set(token);
  });
  afterEach(() => act(() => tokenStore.clear()));

  it("opens with the product's values", async () => {
    fakeApi({ 'GET /api/product': listRoute });
    const dialog = await openEditor();
    expect(value(dialog, 'Product Name')).toBe('Chestnut Oxford');
    expect(value(dialog, 'Product Description')).toBe('Goodyear-welted calfskin oxford.');
    expect(value(dialog, 'Brand')).toBe('Leather & Last');
    expect(value(dialog, 'SKU (optional)')).toBe('OX-1');
    expect(value(dialog, 'Base Price')).toBe('180');
    expect(value(dialog, 'Discount Price')).toBe('150');
    expect(value(dialog, 'Style')).toBe('Formal');
    expect(pressed(dialog)).toEqual(['EU 41', 'EU 42']);
    expect(value(dialog, 'Stock for EU 42')).toBe('4');
    expect(value(dialog, 'Leather Type 1')).toBe('Calfskin');
    expect(value(dialog, 'Color Code 1')).toBe('#7b3f00');
    expect(within(dialog).getByText('2/10')).toBeInTheDocument();
  });

  it('deletes the images marked for removal one by one before the update, then refreshes', async () => {
    const api = fakeApi({
      'GET /api/product': listRoute,
      'DELETE /api/product/:id/images/:imageId': (params) =>
        params.imageId.endsWith('-b')
          ? { status: 500, body: { success: false, message: 'Disk busy' } }
          : imageRemoved,
      'PUT /api/product/:id': updated,
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialog = await openEditor();
    const removeButtons = within(dialog).getAllByRole('button', { name: 'Remove' });
    fireEvent.click(removeButtons[1]);
    expect(within(dialog).getByText('Will be removed')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Product Images'), {
      target: { files: [imageFile('sole.webp', 'image/webp')] },
    });
    expect(within(dialog).getByText('New')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Product Name'), {
      target: { value: 'Chestnut Oxford II' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PRODUCT' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const calls = api.mock.calls.map(([url, init]) => {
      const { method = 'GET' } = (init as RequestInit | undefined) ?? {};
      return `${method} ${new URL(url as string).pathname}`;
    });
    expect(calls.slice(1, 3)).toEqual([
      `DELETE /api/product/${oxford._id}/images/${oxford._id}-b`,
      `PUT /api/product/${oxford._id}`,
    ]);
    // A refused removal is only logged; the update still goes.
    expect(console.error).toHaveBeenCalled();
    const form = sentForm(api);
    expect(form.get('name')).toBe('Chestnut Oxford II');
    expect(form.get('primaryImageId')).toBe(`${oxford._id}-a`);
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual(['sole.webp']);
    expect(JSON.parse(form.get('shoeDetails') as string).sizes).toEqual([
      { sizeLabel: 'EU 41', stock: 3, available: true },
      { sizeLabel: 'EU 42', stock: 4, available: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(requestsTo(api, 'GET /api/product')).toHaveLength(2));
  });

  it('makes a new image primary by its id once it is uploaded', async () => {
    const withUpload = {
      ...oxford,
      images: [...oxford.images, { _id: 'uploaded-1', url: '/uploads/c.jpg', isPrimary: false }],
    };
    const api = fakeApi({
      'GET /api/product': listRoute,
      'PUT /api/product/:id': {
        body: { success: true, message: 'Product updated successfully', data: withUpload },
      },
    });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Product Images'), {
      target: { files: [imageFile('heel.png', 'image/png')] },
    });
    fireEvent.click(within(dialog).getByLabelText('Make new image 1 the primary image'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PRODUCT' }));
    await waitFor(() => expect(requestsTo(api, 'PUT /api/product/:id')).toHaveLength(2));
    const [first, second] = api.mock.calls
      .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
      .map(([, init]) => (init as RequestInit).body as FormData);
    expect(first.get('primaryImageId')).toBeNull();
    expect(first.getAll('images')).toHaveLength(1);
    expect(second.get('primaryImageId')).toBe('uploaded-1');
    expect(second.getAll('images')).toHaveLength(0);
  });

  it('sends the version it opened, and counts its own image removals in it', async () => {
    const api = fakeApi({
      'GET /api/product': listRoute,
      'DELETE /api/product/:id/images/:imageId': imageRemoved,
      'PUT /api/product/:id': updated,
    });
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Remove' })[1]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PRODUCT' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(sentForm(api).get('version')).toBe('2');
  });

  it('offers to reload a product that changed since it was opened, then saves on it', async () => {
    const sold = adminProduct({
      ...oxford,
      version: 3,
      stockQuantity: 5,
      shoeDetails: {
        ...oxford.shoeDetails!,
        sizes: [
          { sizeLabel: 'EU 41', stock: 1, available: true },
          { sizeLabel: 'EU 42', stock: 4, available: true },
        ],
      },
    });
    let current = oxford;
    const api = fakeApi({
      'GET /api/product': listRoute,
      'GET /api/product/:id': () => ({ body: { success: true, data: current } }),
      // The catalog refuses the first save, made on version 1, and takes the one after the reload.
      'PUT /api/product/:id': () =>
        requestsTo(api, 'PUT /api/product/:id').length === 1
          ? {
              status: 409,
              body: { success: false, message: PRODUCT_ADMIN_MESSAGES.changedSinceOpened },
            }
          : { body: { success: true, message: 'Product updated successfully', data: sold } },
    });
    const dialog = await openEditor();
    // Two orders take two pairs of EU 41 while the form is open.
    current = sold;
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PRODUCT' }));

    expect(
      await within(dialog).findByText(PRODUCT_ADMIN_MESSAGES.changedSinceOpened),
    ).toBeInTheDocument();
    // The refusal is where the admin looks: focus moves to it from the save button.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain(
        PRODUCT_ADMIN_MESSAGES.changedSinceOpened,
      ),
    );
    expect(sentForm(api).get('version')).toBe('1');
    expect(screen.queryByRole('dialog')).toBeInTheDocument();
    expect(value(dialog, 'Stock for EU 41')).toBe('3');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(value(dialog, 'Stock for EU 41')).toBe('1'));
    expect(requestsTo(api, 'GET /api/product/:id')).toHaveLength(1);
    expect(
      within(dialog).queryByText(PRODUCT_ADMIN_MESSAGES.changedSinceOpened),
    ).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PRODUCT' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const puts = api.mock.calls
      .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
      .map(([, init]) => (init as RequestInit).body as FormData);
    expect(puts.map((form) => form.get('version'))).toEqual(['1', '3']);
    expect(JSON.parse(puts[1].get('shoeDetails') as string).sizes[0]).toEqual({
      sizeLabel: 'EU 41',
      stock: 1,
      available: true,
    });
  });

  it("reads 'UPDATING PRODUCT...' while saving", async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    fakeApi({
      'GET /api/product': listRoute,
      'PUT /api/product/:id': () => new Promise((resolve) => (answer = resolve)),
    });
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PRODUCT' }));
    expect(
      await within(dialog).findByRole('button', { name: 'UPDATING PRODUCT...' }),
    ).toBeInTheDocument();
    await act(async () =>
      answer({ body: { success: true, message: 'Product updated successfully', data: oxford } }),
    );
  });

  it("shows the broken rules and toasts 'Please fix the validation errors'", async () => {
    const api = fakeApi({ 'GET /api/product': listRoute, 'PUT /api/product/:id': updated });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Product Name'), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Discount Price'), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PRODUCT' }));
    expect(within(dialog).getByText('Product name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Discount price must be less than base price'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please fix the validation errors')).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/product/:id')).toHaveLength(0);
  });

  it('starts the details over when the subcategory changes', async () => {
    fakeApi({ 'GET /api/product': listRoute });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Subcategory'), {
      target: { value: 'Jackets' },
    });
    expect(value(dialog, 'Season')).toBe('All Season');
    expect(within(dialog).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Subcategory'), { target: { value: 'Shoes' } });
    expect(value(dialog, 'Style')).toBe('Casual');
    expect(within(dialog).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(value(dialog, 'Leather Type 1')).toBe('');
    expect(within(dialog).queryByLabelText('Leather Type 2')).not.toBeInTheDocument();
  });

  it.each([
    [
      'nine more images',
      Array.from({ length: 9 }, (_, i) => imageFile(`${i}.jpg`)),
      'Maximum 10 images allowed',
    ],
    ['a GIF', [imageFile('a.gif', 'image/gif')], 'Please select only JPEG, PNG, or WEBP images'],
    [
      'an image of 6MB',
      [imageFile('big.png', 'image/png', 6 * 1024 * 1024)],
      'Each image must be smaller than 5MB',
    ],
  ])('refuses %s with the edit wording', async (_, files, message) => {
    fakeApi({ 'GET /api/product': listRoute });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Product Images'), { target: { files } });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  });

  it("says 'Please login to update products' and keeps save disabled without a token", () => {
    tokenStore.clear();
    render(
      <EditProductDialog product={oxford} onClose={() => undefined} onSaved={() => undefined} />,
    );
    expect(screen.getByText('Please login to update products')).toBeInTheDocument();
    expect(
      (screen.getByRole('button', { name: 'UPDATE PRODUCT' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

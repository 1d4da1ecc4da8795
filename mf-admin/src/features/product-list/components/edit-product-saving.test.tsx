import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_ADMIN_MESSAGES } from '@shop/contracts';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { adminProduct } from '../../../testing/admin-products';
import { imageFile } from '../../../testing/fake-upload';
import {
  imageRemoved,
  listRoute,
  openEditor,
  oxford,
  prepareEditProduct,
  save,
  sentForms,
  updated,
  valueOf,
} from '../../../testing/edit-product-dialog';

describe('Edit Product: saving', () => {
  prepareEditProduct();

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
    save(dialog);

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
    const [form] = sentForms(api);
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
    save(dialog);
    await waitFor(() => expect(requestsTo(api, 'PUT /api/product/:id')).toHaveLength(2));
    const [first, second] = sentForms(api);
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
    save(dialog);
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(sentForms(api)[0].get('version')).toBe('2');
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
    save(dialog);

    expect(
      await within(dialog).findByText(PRODUCT_ADMIN_MESSAGES.changedSinceOpened),
    ).toBeInTheDocument();
    // The refusal is where the admin looks: focus moves to it from the save button.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain(
        PRODUCT_ADMIN_MESSAGES.changedSinceOpened,
      ),
    );
    expect(sentForms(api)[0].get('version')).toBe('1');
    expect(screen.queryByRole('dialog')).toBeInTheDocument();
    expect(valueOf(dialog, 'Stock for EU 41')).toBe('3');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(valueOf(dialog, 'Stock for EU 41')).toBe('1'));
    expect(requestsTo(api, 'GET /api/product/:id')).toHaveLength(1);
    expect(
      within(dialog).queryByText(PRODUCT_ADMIN_MESSAGES.changedSinceOpened),
    ).not.toBeInTheDocument();

    save(dialog);
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const puts = sentForms(api);
    expect(puts.map((form) => form.get('version'))).toEqual(['1', '3']);
    expect(JSON.parse(puts[1].get('shoeDetails') as string).sizes[0]).toEqual({
      sizeLabel: 'EU 41',
      stock: 1,
      available: true,
    });
  });

  it('says who changed what in general words, and Reload keeps the admin’s own edits over the fresh product', async () => {
    // Meanwhile another admin raised the price and an order took a pair of EU 41.
    const changed = adminProduct({
      ...oxford,
      version: 4,
      price: { base: 200, discount: 150 },
      shoeDetails: {
        ...oxford.shoeDetails!,
        sizes: [
          { sizeLabel: 'EU 41', stock: 2, available: true },
          { sizeLabel: 'EU 42', stock: 4, available: true },
        ],
      },
    });
    let current = oxford;
    const api = fakeApi({
      'GET /api/product': listRoute,
      'GET /api/product/:id': () => ({ body: { success: true, data: current } }),
      'PUT /api/product/:id': () =>
        requestsTo(api, 'PUT /api/product/:id').length === 1
          ? {
              status: 409,
              body: { success: false, message: PRODUCT_ADMIN_MESSAGES.changedSinceOpened },
            }
          : { body: { success: true, message: 'Product updated successfully', data: changed } },
    });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Product Name'), {
      target: { value: 'Chestnut Oxford II' },
    });
    fireEvent.change(within(dialog).getByLabelText('Stock for EU 42'), {
      target: { value: '9' },
    });
    current = changed;
    save(dialog);

    const refusal = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    expect(refusal).toHaveTextContent(
      'This product was changed by someone else since you opened it',
    );
    // The price changed, not the stock alone: the refusal names no one field.
    expect(refusal.textContent).not.toMatch(/stock/i);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    const notice = await within(dialog).findByRole('status', {}, { timeout: 5000 });
    // The fresh product, with the admin's edits laid over it.
    expect(valueOf(dialog, 'Product Name')).toBe('Chestnut Oxford II');
    expect(valueOf(dialog, 'Stock for EU 42')).toBe('9');
    expect(valueOf(dialog, 'Base Price')).toBe('200');
    expect(valueOf(dialog, 'Stock for EU 41')).toBe('2');
    expect(notice).toHaveTextContent('Base Price: 180 → 200');
    expect(notice).toHaveTextContent('Stock for EU 41: 3 in stock → 2 in stock');
    expect(notice).toHaveTextContent('Your changes, kept: Product Name, Stock for EU 42.');
    await waitFor(() => expect(document.activeElement).toBe(notice));

    save(dialog);
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const [, second] = sentForms(api);
    expect(second.get('version')).toBe('4');
    expect(second.get('name')).toBe('Chestnut Oxford II');
    expect(JSON.parse(second.get('price') as string)).toEqual({ base: 200, discount: 150 });
    expect(JSON.parse(second.get('shoeDetails') as string).sizes).toEqual([
      { sizeLabel: 'EU 41', stock: 2, available: true },
      { sizeLabel: 'EU 42', stock: 9, available: true },
    ]);
  });

  it('keeps the admin’s value where both changed a field, and shows the other one', async () => {
    const changed = adminProduct({ ...oxford, version: 2, price: { base: 200, discount: 150 } });
    let current = oxford;
    const api = fakeApi({
      'GET /api/product': listRoute,
      'GET /api/product/:id': () => ({ body: { success: true, data: current } }),
      'PUT /api/product/:id': () =>
        requestsTo(api, 'PUT /api/product/:id').length === 1
          ? {
              status: 409,
              body: { success: false, message: PRODUCT_ADMIN_MESSAGES.changedSinceOpened },
            }
          : { body: { success: true, message: 'Product updated successfully', data: changed } },
    });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Base Price'), { target: { value: '190' } });
    current = changed;
    save(dialog);
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Reload' }, { timeout: 5000 }),
    );
    const notice = await within(dialog).findByRole('status', {}, { timeout: 5000 });
    expect(valueOf(dialog, 'Base Price')).toBe('190');
    expect(notice).toHaveTextContent('Base Price: yours 190, theirs 200');
    expect(notice).toHaveTextContent('Your changes, kept: Base Price.');
  });

  it("reads 'UPDATING PRODUCT...' while saving", async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    fakeApi({
      'GET /api/product': listRoute,
      'PUT /api/product/:id': () => new Promise((resolve) => (answer = resolve)),
    });
    const dialog = await openEditor();
    save(dialog);
    expect(
      await within(dialog).findByRole('button', { name: 'UPDATING PRODUCT...' }),
    ).toBeInTheDocument();
    await act(async () =>
      answer({ body: { success: true, message: 'Product updated successfully', data: oxford } }),
    );
  });
});

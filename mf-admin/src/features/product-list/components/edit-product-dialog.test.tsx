import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { imageFile } from '../../../testing/fake-upload';
import {
  listRoute,
  openEditor,
  oxford,
  prepareEditProduct,
  pressedSizes,
  save,
  updated,
  valueOf,
} from '../../../testing/edit-product-dialog';
import { EditProductDialog } from './edit-product-dialog';

describe('Edit Product', () => {
  prepareEditProduct();

  it("opens with the product's values", async () => {
    fakeApi({ 'GET /api/product': listRoute });
    const dialog = await openEditor();
    expect(valueOf(dialog, 'Product Name')).toBe('Chestnut Oxford');
    expect(valueOf(dialog, 'Product Description')).toBe('Goodyear-welted calfskin oxford.');
    expect(valueOf(dialog, 'Brand')).toBe('Leather & Last');
    expect(valueOf(dialog, 'SKU (optional)')).toBe('OX-1');
    expect(valueOf(dialog, 'Base Price')).toBe('180');
    expect(valueOf(dialog, 'Discount Price')).toBe('150');
    expect(valueOf(dialog, 'Style')).toBe('Formal');
    expect(pressedSizes(dialog)).toEqual(['EU 41', 'EU 42']);
    expect(valueOf(dialog, 'Stock for EU 42')).toBe('4');
    expect(valueOf(dialog, 'Leather Type 1')).toBe('Calfskin');
    expect(valueOf(dialog, 'Color Code 1')).toBe('#7b3f00');
    expect(within(dialog).getByText('2/10')).toBeInTheDocument();
  });

  it("shows the broken rules, focuses the first and toasts 'Please fix the validation errors'", async () => {
    const api = fakeApi({ 'GET /api/product': listRoute, 'PUT /api/product/:id': updated });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Product Name'), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Discount Price'), { target: { value: '200' } });
    save(dialog);
    expect(await within(dialog).findByText('Product name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Discount price must be less than base price'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Product Name')),
    );
    expect(await screen.findByText('Please fix the validation errors')).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/product/:id')).toHaveLength(0);
  });

  it('starts the details over when the subcategory changes', async () => {
    fakeApi({ 'GET /api/product': listRoute });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Subcategory'), {
      target: { value: 'Jackets' },
    });
    expect(valueOf(dialog, 'Season')).toBe('All Season');
    expect(within(dialog).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Subcategory'), { target: { value: 'Shoes' } });
    expect(valueOf(dialog, 'Style')).toBe('Casual');
    expect(within(dialog).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(valueOf(dialog, 'Leather Type 1')).toBe('');
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

import { act, fireEvent, screen, within } from '@testing-library/react';
import { tokenStore } from '@shop/storefront-sdk';
import { TEST_API_BASE } from '@shop/storefront-sdk/testing';
import { adminProduct } from '../../../testing/admin-products';
import {
  ADD_PRODUCT_TOKEN,
  field,
  fillValidShoe,
  prepareAddProduct,
  renderAddProduct,
  sizeToggle,
  submit,
  submitAndSend,
  type,
} from '../../../testing/add-product-form';

describe('Add New Product: sending', () => {
  const { uploads } = prepareAddProduct();

  it('sends the product as multipart with progress, then thanks and empties the form', async () => {
    renderAddProduct();
    fillValidShoe();
    fireEvent.click(screen.getByLabelText('Make new image 2 the primary image'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Material' }));
    type('Leather Type 2', 'Calfskin');
    type('Color Name 2', 'Chestnut');
    const sent = await submitAndSend();

    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${TEST_API_BASE}/api/product`);
    expect(sent.timeout).toBe(30_000);
    expect(sent.headers.Authorization).toBe(`Bearer ${ADD_PRODUCT_TOKEN}`);
    const body = sent.body;
    expect(body.get('sku')).toBe('OX-42');
    expect(body.get('name')).toBe('Chestnut Oxford');
    expect(body.get('description')).toBe('Goodyear-welted calfskin.');
    expect(body.get('brand')).toBe('Leather & Last');
    expect(body.get('category')).toBe('Men');
    expect(body.get('subcategory')).toBe('Shoes');
    expect(body.get('status')).toBe('Active');
    expect(JSON.parse(body.get('price') as string)).toEqual({ base: 180, discount: 149.99 });
    expect(JSON.parse(body.get('shoeDetails') as string)).toEqual({
      style: 'Casual',
      sizes: [{ sizeLabel: 'EU 42', stock: 5, available: true }],
      materials: [
        { leatherType: 'Calfskin', soleMaterial: '', colorName: 'Chestnut', colorCode: '#000000' },
      ],
    });
    expect(body.get('jacketDetails')).toBeNull();
    // The chosen primary goes first: the catalog makes the first image primary.
    expect((body.getAll('images') as File[]).map((file) => file.name)).toEqual([
      'top.png',
      'side.jpg',
    ]);

    act(() => uploads().progress(40));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ADDING PRODUCT/ })).toBeInTheDocument();

    await act(async () =>
      uploads().answer({
        status: 201,
        body: {
          success: true,
          message: 'Product added successfully',
          data: adminProduct({
            _id: '11111111-1111-4111-8111-111111111111',
            name: 'Chestnut Oxford',
          }),
        },
      }),
    );
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect((field('Product Name') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('0/10')).toBeInTheDocument();
  });

  it('sends jacket details for a jacket', async () => {
    renderAddProduct();
    fillValidShoe();
    fireEvent.change(field('Subcategory'), { target: { value: 'Jackets' } });
    type('Material', 'Lambskin');
    fireEvent.change(field('Season'), { target: { value: 'Winter' } });
    fireEvent.click(sizeToggle('M'));
    const { body } = await submitAndSend();
    expect(body.get('shoeDetails')).toBeNull();
    expect(JSON.parse(body.get('jacketDetails') as string)).toEqual({
      material: 'Lambskin',
      season: 'Winter',
      sizes: [{ sizeLabel: 'M', stock: 0, available: true }],
    });
  });

  it("shows the server's errors beside their fields, the others as a list", async () => {
    renderAddProduct();
    fillValidShoe();
    await submitAndSend();
    await act(async () =>
      uploads().answer({
        status: 400,
        body: {
          success: false,
          message: 'Please fix the validation errors',
          errors: [
            { msg: 'A product with this SKU already exists' },
            { msg: 'An image could not be read; please upload another copy' },
            { msg: 'The warehouse is closed' },
          ],
        },
      }),
    );
    const sku = field('SKU (optional)');
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A product with this SKU already exists')).toBeInTheDocument();
    expect(
      screen.getByText('An image could not be read; please upload another copy'),
    ).toBeInTheDocument();
    const list = screen.getAllByRole('alert').find((node) => node.tagName === 'UL')!;
    expect(within(list).getByText('The warehouse is closed')).toBeInTheDocument();
  });

  it("says 'Authentication token not found.' without a token", async () => {
    tokenStore.clear();
    renderAddProduct();
    fillValidShoe();
    submit();
    expect(await screen.findByText('Authentication token not found.')).toBeInTheDocument();
    expect(uploads().sent).toHaveLength(0);
  });
});

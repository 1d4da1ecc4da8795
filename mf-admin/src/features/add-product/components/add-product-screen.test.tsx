import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, tokenStore } from '@shop/storefront-sdk';
import { fakeToken, TEST_API_BASE } from '@shop/storefront-sdk/testing';
import { ToastHost } from '@shop/ui';
import AdminRoute from '../../../routes/admin-route';
import { adminProduct } from '../../../testing/admin-products';
import { fakeObjectUrls, fakeUpload, imageFile } from '../../../testing/fake-upload';
import { AddProductScreen } from './add-product-screen';

const token = fakeToken({ id: 'a-1', email: 'admin@example.com', isAdmin: true });

function renderScreen() {
  render(
    <>
      <ToastHost />
      <AddProductScreen />
    </>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const pickImages = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Product Images'), { target: { files } });
const sizeToggle = (label: string) => screen.getByRole('button', { name: label });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));

function fillValidShoe() {
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

describe('Add New Product', () => {
  let upload: ReturnType<typeof fakeUpload>;
  beforeEach(() => {
    configureApi({ baseUrl: TEST_API_BASE });
    fakeObjectUrls();
    upload = fakeUpload();
    tokenStore.set(token);
  });
  afterEach(() => act(() => tokenStore.clear()));

  it('counts the characters of the name and the description', () => {
    renderScreen();
    expect(screen.getByText('0/100')).toBeInTheDocument();
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    type('Product Name', 'Oxford');
    type('Product Description', 'Calfskin');
    expect(screen.getByText('6/100')).toBeInTheDocument();
    expect(screen.getByText('8/2000')).toBeInTheDocument();
  });

  it('shows every broken rule beside its field before sending anything', () => {
    renderScreen();
    submit();
    for (const message of [
      'Product name is required',
      'Product description is required',
      'Valid base price is required',
      'At least one shoe size must be selected',
      'At least one product image is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(upload.sent).toHaveLength(0);
  });

  it('refuses a discount that is not below the base price', () => {
    renderScreen();
    type('Base Price', '100');
    type('Discount Price', '100');
    submit();
    expect(screen.getByText('Discount price must be less than base price')).toBeInTheDocument();
  });

  it('asks jackets for a jacket size', () => {
    renderScreen();
    fireEvent.change(field('Subcategory'), { target: { value: 'Jackets' } });
    submit();
    expect(screen.getByText('At least one jacket size must be selected')).toBeInTheDocument();
  });

  it.each([
    [
      'more than 10 images',
      Array.from({ length: 11 }, (_, i) => imageFile(`${i}.jpg`)),
      'Maximum 10 images allowed',
    ],
    ['a GIF', [imageFile('a.gif', 'image/gif')], 'Only JPEG, JPG, PNG, and WebP files are allowed'],
    [
      'an image of 5MB',
      [imageFile('big.jpg', 'image/jpeg', 5 * 1024 * 1024)],
      'Each image must be less than 5MB',
    ],
  ])('refuses %s', (_, files, message) => {
    renderScreen();
    pickImages(...files);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('0/10')).toBeInTheDocument();
  });

  it('previews picked images marked New, the first primary until another is chosen', () => {
    renderScreen();
    pickImages(imageFile('side.jpg'), imageFile('top.png', 'image/png'));
    expect(screen.getAllByText('New')).toHaveLength(2);
    expect(screen.getByText('2/10')).toBeInTheDocument();
    const first = screen.getByLabelText('Make new image 1 the primary image') as HTMLInputElement;
    const second = screen.getByLabelText('Make new image 2 the primary image') as HTMLInputElement;
    expect(first.checked).toBe(true);
    fireEvent.click(second);
    expect(second.checked).toBe(true);
    expect(first.checked).toBe(false);
  });

  it('toggles a size on with stock 0, keeps stock a whole number from 0, and off again', () => {
    renderScreen();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(15);
    fireEvent.click(sizeToggle('EU 40'));
    expect(sizeToggle('EU 40').getAttribute('aria-pressed')).toBe('true');
    const stock = field('Stock for EU 40') as HTMLInputElement;
    expect(stock.value).toBe('0');
    type('Stock for EU 40', '7.8');
    expect(stock.value).toBe('7');
    type('Stock for EU 40', '-3');
    expect(stock.value).toBe('0');
    type('Stock for EU 40', 'abc');
    expect(stock.value).toBe('0');
    fireEvent.click(sizeToggle('EU 40'));
    expect(screen.queryByLabelText('Stock for EU 40')).not.toBeInTheDocument();
  });

  it('clears the chosen sizes and their stock when the subcategory changes', () => {
    renderScreen();
    fireEvent.click(sizeToggle('US 9'));
    fireEvent.change(field('Subcategory'), { target: { value: 'Jackets' } });
    expect(screen.queryByRole('button', { name: 'US 9' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(7);
    fireEvent.change(field('Subcategory'), { target: { value: 'Shoes' } });
    expect(sizeToggle('US 9').getAttribute('aria-pressed')).toBe('false');
  });

  it('always keeps one material row', () => {
    renderScreen();
    expect(screen.queryByRole('button', { name: 'Remove material 1' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Material' }));
    expect(screen.getByLabelText('Leather Type 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove material 1' }));
    expect(screen.queryByLabelText('Leather Type 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove material 1' })).not.toBeInTheDocument();
  });

  it('sends the product as multipart with progress, then thanks and empties the form', async () => {
    renderScreen();
    fillValidShoe();
    fireEvent.click(screen.getByLabelText('Make new image 2 the primary image'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Material' }));
    type('Leather Type 2', 'Calfskin');
    type('Color Name 2', 'Chestnut');
    submit();

    expect(upload.sent).toHaveLength(1);
    const [sent] = upload.sent;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${TEST_API_BASE}/api/product`);
    expect(sent.timeout).toBe(30_000);
    expect(sent.headers.Authorization).toBe(`Bearer ${token}`);
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

    act(() => upload.progress(40));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ADDING PRODUCT/ })).toBeInTheDocument();

    await act(async () =>
      upload.answer({
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

  it('sends jacket details for a jacket', () => {
    renderScreen();
    fillValidShoe();
    fireEvent.change(field('Subcategory'), { target: { value: 'Jackets' } });
    type('Material', 'Lambskin');
    fireEvent.change(field('Season'), { target: { value: 'Winter' } });
    fireEvent.click(sizeToggle('M'));
    submit();
    const body = upload.sent[0].body;
    expect(body.get('shoeDetails')).toBeNull();
    expect(JSON.parse(body.get('jacketDetails') as string)).toEqual({
      material: 'Lambskin',
      season: 'Winter',
      sizes: [{ sizeLabel: 'M', stock: 0, available: true }],
    });
  });

  it("shows the server's errors beside their fields, the others as a list", async () => {
    renderScreen();
    fillValidShoe();
    submit();
    await act(async () =>
      upload.answer({
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

  it("says 'Authentication token not found.' without a token", () => {
    tokenStore.clear();
    renderScreen();
    fillValidShoe();
    submit();
    expect(screen.getByText('Authentication token not found.')).toBeInTheDocument();
    expect(upload.sent).toHaveLength(0);
  });

  it('ends the session on a 401: the token goes and the admin is sent to /login', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/add']}>
        <ToastHost />
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    fillValidShoe();
    submit();
    await act(async () =>
      upload.answer({ status: 401, body: { success: false, message: 'Unauthorized' } }),
    );
    expect(tokenStore.get()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Session expired. Please login again.')).toBeInTheDocument();
  });
});

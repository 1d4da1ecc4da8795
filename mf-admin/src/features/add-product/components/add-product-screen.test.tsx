import { fireEvent, screen, waitFor } from '@testing-library/react';
import { imageFile } from '../../../testing/fake-upload';
import {
  field,
  pickImages,
  prepareAddProduct,
  renderAddProduct,
  sizeToggle,
  submit,
  type,
} from '../../../testing/add-product-form';

describe('Add New Product', () => {
  const { uploads } = prepareAddProduct();

  it('counts the characters of the name and the description', () => {
    renderAddProduct();
    expect(screen.getByText('0/100')).toBeInTheDocument();
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    type('Product Name', 'Oxford');
    type('Product Description', 'Calfskin');
    expect(screen.getByText('6/100')).toBeInTheDocument();
    expect(screen.getByText('8/2000')).toBeInTheDocument();
  });

  it('shows every broken rule beside its field before sending anything, the first focused', async () => {
    renderAddProduct();
    submit();
    for (const message of [
      'Product name is required',
      'Product description is required',
      'Valid base price is required',
      'At least one shoe size must be selected',
      'At least one product image is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Product Name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Product Name')));
    expect(uploads().sent).toHaveLength(0);
  });

  it('refuses a discount that is not below the base price', async () => {
    renderAddProduct();
    type('Base Price', '100');
    type('Discount Price', '100');
    submit();
    expect(
      await screen.findByText('Discount price must be less than base price'),
    ).toBeInTheDocument();
  });

  it('asks jackets for a jacket size', async () => {
    renderAddProduct();
    fireEvent.change(field('Subcategory'), { target: { value: 'Jackets' } });
    submit();
    expect(
      await screen.findByText('At least one jacket size must be selected'),
    ).toBeInTheDocument();
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
    renderAddProduct();
    pickImages(...files);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('0/10')).toBeInTheDocument();
  });

  it('previews picked images marked New, the first primary until another is chosen', () => {
    renderAddProduct();
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
    renderAddProduct();
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
    renderAddProduct();
    fireEvent.click(sizeToggle('US 9'));
    fireEvent.change(field('Subcategory'), { target: { value: 'Jackets' } });
    expect(screen.queryByRole('button', { name: 'US 9' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(7);
    fireEvent.change(field('Subcategory'), { target: { value: 'Shoes' } });
    expect(sizeToggle('US 9').getAttribute('aria-pressed')).toBe('false');
  });

  it('always keeps one material row', () => {
    renderAddProduct();
    expect(screen.queryByRole('button', { name: 'Remove material 1' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Material' }));
    expect(screen.getByLabelText('Leather Type 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove material 1' }));
    expect(screen.queryByLabelText('Leather Type 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove material 1' })).not.toBeInTheDocument();
  });
});

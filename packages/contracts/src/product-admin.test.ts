import { parseProductForm, PRODUCT_ADMIN_MESSAGES as M } from './product-admin';

const shoeForm = (overrides: Record<string, unknown> = {}) => ({
  name: '  Derby  ',
  description: 'Plain-toe derby.',
  category: 'Men',
  subcategory: 'Shoes',
  price: '{"base":"180","discount":""}',
  shoeDetails: JSON.stringify({
    sizes: [
      { sizeLabel: 'EU 42', stock: '2' },
      { sizeLabel: 'US 9', stock: '' },
    ],
    materials: [{ leatherType: '', soleMaterial: '', colorName: '' }, { colorName: 'Oxblood' }],
  }),
  ...overrides,
});

describe('the product form', () => {
  it('reads text values, fills the defaults and drops empty material rows', () => {
    const result = parseProductForm(shoeForm());
    expect(result).toEqual({
      success: true,
      data: {
        name: 'Derby',
        description: 'Plain-toe derby.',
        brand: '',
        category: 'Men',
        subcategory: 'Shoes',
        status: 'Active',
        price: { base: 180, discount: null },
        shoeDetails: {
          style: 'Casual',
          sizes: [
            { sizeLabel: 'EU 42', stock: 2, available: true },
            { sizeLabel: 'US 9', stock: 0, available: true },
          ],
          materials: [
            { leatherType: '', soleMaterial: '', colorName: 'Oxblood', colorCode: '#000000' },
          ],
        },
        jacketDetails: null,
      },
    });
  });

  it('reads a bare number as the base price', () => {
    const result = parseProductForm(shoeForm({ price: '99.99' }));
    expect(result.success && result.data.price).toEqual({ base: 99.99, discount: null });
  });

  it('reads only the details of the chosen subcategory', () => {
    const result = parseProductForm(
      shoeForm({
        subcategory: 'Jackets',
        jacketDetails: '{"sizes":[{"sizeLabel":"L","stock":1}]}',
      }),
    );
    expect(result.success && result.data.shoeDetails).toBeNull();
    expect(result.success && result.data.jacketDetails).toEqual({
      material: '',
      season: 'All Season',
      sizes: [{ sizeLabel: 'L', stock: 1, available: true }],
    });
  });

  it('lists every problem once', () => {
    expect(parseProductForm({ subcategory: 'Jackets', name: ['a', 'b'] })).toEqual({
      success: false,
      errors: [
        { msg: M.nameRequired },
        { msg: M.descriptionRequired },
        { msg: M.categoryInvalid },
        { msg: M.basePriceInvalid },
        { msg: M.jacketSizesRequired },
      ],
    });
  });

  it('refuses text PostgreSQL cannot store', () => {
    const result = parseProductForm(shoeForm({ name: 'Der\0by' }));
    expect(result).toEqual({ success: false, errors: [{ msg: M.nulCharacter }] });
  });
});

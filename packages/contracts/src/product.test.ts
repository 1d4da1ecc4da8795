import { discountPercent, effectivePrice, priceInputSchema, productSchema } from './product';

describe('prices', () => {
  it('reads a plain number as the base price', () => {
    expect(priceInputSchema.parse(240)).toEqual({ base: 240, discount: null });
  });

  it('keeps the structured form', () => {
    expect(priceInputSchema.parse({ base: 240, discount: 180 })).toEqual({
      base: 240,
      discount: 180,
    });
  });

  it('refuses a discount that is not below the base price', () => {
    const result = priceInputSchema.safeParse({ base: 200, discount: 200 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['discount'],
      message: 'Discount price must be less than base price',
    });
  });

  it('refuses a price that is not above 0', () => {
    expect(priceInputSchema.safeParse(0).success).toBe(false);
    expect(priceInputSchema.safeParse({ base: -5 }).success).toBe(false);
  });

  it('charges the discount price when there is one, else the base', () => {
    expect(effectivePrice({ base: 300, discount: 210 })).toBe(210);
    expect(effectivePrice({ base: 300, discount: 0 })).toBe(300);
    expect(effectivePrice({ base: 300, discount: null })).toBe(300);
  });

  it('rounds the discount percent', () => {
    expect(discountPercent({ base: 300, discount: 210 })).toBe(30);
    expect(discountPercent({ base: 215, discount: 161 })).toBe(25);
    expect(discountPercent({ base: 215 })).toBe(0);
  });
});

describe('the product contract', () => {
  it('refuses a product whose category is not Men or Women', () => {
    const result = productSchema.shape.category.safeParse('Kids');
    expect(result.success).toBe(false);
  });
});

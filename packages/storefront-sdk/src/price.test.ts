import { DELIVERY_FEE, discountPercent, effectivePrice, formatPrice, regularPrice } from './price';

describe('prices', () => {
  it('uses the product effectivePrice when given', () => {
    expect(effectivePrice({ price: { base: 200, discount: 150 }, effectivePrice: 150 })).toBe(150);
  });

  it('uses the discount when above 0 and below base, else base', () => {
    expect(effectivePrice({ base: 200, discount: 150 })).toBe(150);
    expect(effectivePrice({ base: 200, discount: 0 })).toBe(200);
    expect(effectivePrice({ base: 200, discount: null })).toBe(200);
    expect(effectivePrice({ price: { base: 200, discount: 250 } })).toBe(200);
  });

  it('reads a plain number as the base price', () => {
    expect(effectivePrice({ price: 120 })).toBe(120);
    expect(regularPrice({ price: 120 })).toBe(120);
    expect(discountPercent({ price: 120 })).toBe(0);
  });

  it('rounds the discount percent', () => {
    expect(discountPercent({ base: 300, discount: 199 })).toBe(34);
    expect(discountPercent({ price: { base: 200, discount: 150 } })).toBe(25);
  });

  it('formats dollars with two decimals', () => {
    expect(formatPrice(10)).toBe('$10.00');
    expect(formatPrice(1249.5)).toBe('$1,249.50');
  });

  it('charges a flat delivery fee of 10', () => {
    expect(DELIVERY_FEE).toBe(10);
  });
});

import { DELIVERY_FEE, formatPrice } from './price';

describe('prices', () => {
  it('formats dollars with two decimals', () => {
    expect(formatPrice(10)).toBe('$10.00');
    expect(formatPrice(1249.5)).toBe('$1,249.50');
  });

  it('charges a flat delivery fee of 10', () => {
    expect(DELIVERY_FEE).toBe(10);
  });
});

import { DELIVERY_FEE, deliveryFeeFor, formatPrice, orderTotals } from './price';

describe('prices', () => {
  it('formats dollars with two decimals', () => {
    expect(formatPrice(10)).toBe('$10.00');
    expect(formatPrice(1249.5)).toBe('$1,249.50');
  });

  it('charges $10 delivery below a $50 subtotal and nothing from $50 or on an empty cart', () => {
    expect(DELIVERY_FEE).toBe(10);
    expect(deliveryFeeFor(0)).toBe(0);
    expect(deliveryFeeFor(49.99)).toBe(10);
    expect(deliveryFeeFor(50)).toBe(0);
  });

  it('totals lines to the cent', () => {
    expect(
      orderTotals([
        { unitPrice: 0.1, quantity: 1 },
        { unitPrice: 0.2, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 0.3, deliveryFee: 10, amount: 10.3 });
    expect(orderTotals([{ unitPrice: 19.99, quantity: 3 }])).toEqual({
      subtotal: 59.97,
      deliveryFee: 0,
      amount: 59.97,
    });
  });
});

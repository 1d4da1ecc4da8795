import { act, renderHook } from '@testing-library/react';
import { CART_STORAGE_KEY, MAX_CART_QUANTITY, cartStore } from './cart-store';
import { useCart, useCartCount } from './use-cart';

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  cartStore.clear();
  localStorage.clear();
});

describe('cart store', () => {
  it('adds a product in a size starting at 1, then increments', () => {
    cartStore.add('p1', 'EU 42');
    expect(cartStore.getItems()).toEqual({ p1: { 'EU 42': 1 } });
    cartStore.add('p1', 'EU 42');
    cartStore.add('p1', 'EU 43');
    expect(cartStore.getItems()).toEqual({ p1: { 'EU 42': 2, 'EU 43': 1 } });
    expect(stored()).toEqual({ p1: { 'EU 42': 2, 'EU 43': 1 } });
  });

  it('refuses a missing product id with "Invalid product"', () => {
    expect(() => cartStore.add('', 'M')).toThrow('Invalid product');
    expect(cartStore.count()).toBe(0);
  });

  it('refuses a missing size with "Please select a size"', () => {
    expect(() => cartStore.add('p1', '')).toThrow('Please select a size');
    expect(cartStore.count()).toBe(0);
  });

  it('adds several pieces at once without passing 99', () => {
    cartStore.add('p1', 'M', 3);
    expect(cartStore.getItems().p1.M).toBe(3);
    cartStore.add('p1', 'M', 200);
    expect(cartStore.getItems().p1.M).toBe(MAX_CART_QUANTITY);
  });

  it('sets a quantity, and removes the line at 0 or less', () => {
    cartStore.add('p1', 'M');
    cartStore.add('p1', 'L');
    cartStore.update('p1', 'M', 4);
    expect(cartStore.getItems()).toEqual({ p1: { M: 4, L: 1 } });
    cartStore.update('p1', 'M', 0);
    expect(cartStore.getItems()).toEqual({ p1: { L: 1 } });
    cartStore.update('p1', 'L', -2);
    expect(cartStore.getItems()).toEqual({});
  });

  it('ignores a quantity that is not a whole number from 1 to 99', () => {
    cartStore.add('p1', 'M');
    cartStore.update('p1', 'M', 150);
    cartStore.update('p1', 'M', 2.5);
    cartStore.update('p1', 'M', Number.NaN);
    expect(cartStore.getItems()).toEqual({ p1: { M: 1 } });
    cartStore.update('p1', 'M', 99);
    expect(cartStore.getItems()).toEqual({ p1: { M: 99 } });
  });

  it('removes the product with its last size', () => {
    cartStore.add('p1', 'M');
    cartStore.add('p2', 'EU 40');
    cartStore.remove('p1', 'M');
    expect(cartStore.getItems()).toEqual({ p2: { 'EU 40': 1 } });
  });

  it('counts pieces across products and sizes, and clears', () => {
    cartStore.add('p1', 'M', 2);
    cartStore.add('p2', 'EU 40');
    expect(cartStore.count()).toBe(3);
    cartStore.clear();
    expect(cartStore.count()).toBe(0);
    expect(stored()).toEqual({});
  });

  it('restores what is stored and ignores damaged entries', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ p1: { M: 2, L: 0, XL: 'x' }, p2: 'oops', p3: { 'EU 41': 1 } }),
    );
    expect(cartStore.getItems()).toEqual({ p1: { M: 2 }, p3: { 'EU 41': 1 } });
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(cartStore.getItems()).toEqual({});
  });

  it('keeps the same snapshot while nothing changes', () => {
    cartStore.add('p1', 'M');
    expect(cartStore.getItems()).toBe(cartStore.getItems());
  });

  it('re-renders the badge on every change', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => cartStore.add('p1', 'M', 2));
    expect(result.current).toBe(2);
    act(() => cartStore.remove('p1', 'M'));
    expect(result.current).toBe(0);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ p9: { S: 5 } }));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current).toEqual({ p9: { S: 5 } });
  });
});

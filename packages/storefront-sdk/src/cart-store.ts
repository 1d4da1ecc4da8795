import { readStored, watchStored, writeStored } from './browser-storage';

/**
 * docs/product/cart-and-checkout.md#cart-store: productId → size label → quantity, kept in
 * localStorage under `cartItems`.
 */
export type CartItems = Readonly<Record<string, Readonly<Record<string, number>>>>;

export const CART_STORAGE_KEY = 'cartItems';
/** docs/product/cart-and-checkout.md#cart-store: a cart line holds 1 to 99. */
export const MAX_CART_QUANTITY = 99;

export const CART_MESSAGES = {
  invalidProduct: 'Invalid product',
  sizeRequired: 'Please select a size',
} as const;

export class CartError extends Error {
  override name = 'CartError';
}

type Listener = () => void;

const EMPTY: CartItems = Object.freeze({});
const listeners = new Set<Listener>();
let lastRaw: string | null | undefined;
let items: CartItems = EMPTY;
let stopWatching: (() => void) | null = null;

function toQuantity(value: unknown): number {
  const n = typeof value === 'number' ? Math.floor(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_CART_QUANTITY) : 0;
}

/** Reads what is stored, dropping anything that is not a positive quantity. */
function parseCart(raw: string | null): CartItems {
  if (!raw) return EMPTY;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return EMPTY;
  const cart: Record<string, Record<string, number>> = {};
  for (const [productId, sizes] of Object.entries(stored)) {
    if (!sizes || typeof sizes !== 'object') continue;
    for (const [size, quantity] of Object.entries(sizes)) {
      const n = toQuantity(quantity);
      if (n > 0) (cart[productId] ??= {})[size] = n;
    }
  }
  return cart;
}

function current(): CartItems {
  const raw = readStored(CART_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    items = parseCart(raw);
  }
  return items;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function save(next: CartItems): void {
  items = next;
  lastRaw = JSON.stringify(next);
  writeStored(CART_STORAGE_KEY, lastRaw);
  notify();
}

function withQuantity(
  cart: CartItems,
  productId: string,
  size: string,
  quantity: number,
): CartItems {
  const sizes = { ...cart[productId] };
  if (quantity > 0) sizes[size] = quantity;
  else delete sizes[size];
  const next: Record<string, Readonly<Record<string, number>>> = { ...cart };
  if (Object.keys(sizes).length > 0) next[productId] = sizes;
  else delete next[productId];
  return next;
}

export const cartStore = {
  getItems(): CartItems {
    return current();
  },

  /**
   * Adds `quantity` (default 1) of a product in a size; throws a CartError with the message of
   * docs/product/cart-and-checkout.md#cart-store.
   */
  add(productId: string, size: string, quantity = 1): void {
    if (typeof productId !== 'string' || productId.trim() === '') {
      throw new CartError(CART_MESSAGES.invalidProduct);
    }
    if (typeof size !== 'string' || size.trim() === '') {
      throw new CartError(CART_MESSAGES.sizeRequired);
    }
    const cart = current();
    const added = toQuantity(quantity) || 1;
    const next = Math.min((cart[productId]?.[size] ?? 0) + added, MAX_CART_QUANTITY);
    save(withQuantity(cart, productId, size, next));
  },

  /**
   * Sets a line's quantity: zero or less removes it (and the product with its last size), a whole
   * number from 1 to 99 is taken, anything else is ignored
   * (docs/product/cart-and-checkout.md#cart-page).
   */
  update(productId: string, size: string, quantity: number): void {
    if (quantity <= 0) return save(withQuantity(current(), productId, size, 0));
    if (!Number.isInteger(quantity) || quantity > MAX_CART_QUANTITY) return;
    save(withQuantity(current(), productId, size, quantity));
  },

  remove(productId: string, size: string): void {
    save(withQuantity(current(), productId, size, 0));
  },

  clear(): void {
    save(EMPTY);
  },

  /** The number of pieces in the cart (the navbar badge). */
  count(): number {
    let total = 0;
    for (const sizes of Object.values(current())) {
      for (const quantity of Object.values(sizes)) total += quantity;
    }
    return total;
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    stopWatching ??= watchStored(CART_STORAGE_KEY, () => {
      const before = items;
      if (current() !== before) notify();
    });
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && stopWatching) {
        stopWatching();
        stopWatching = null;
      }
    };
  },
};

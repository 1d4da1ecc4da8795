import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  orderTotals,
  type Order,
  type PlaceOrderRequest,
  type Product,
} from '@shop/contracts';
import { call } from '../support/accounts';
import { E2E_ADMIN, type TestPlatform } from '../support/test-platform';

/** One size of one product, with the stock it had before the orders. */
export interface StockSlot {
  productId: string;
  size: string;
  unitPrice: number;
  initialStock: number;
  initialPurchases: number;
}

/** Where the test shoppers have their orders delivered. */
export const ADDRESS = {
  firstName: 'Sam',
  lastName: 'Shopper',
  email: 'shopper@example.com',
  street: '4 Cordwainer Lane',
  city: 'Boston',
  state: 'MA',
  zipcode: '02108',
  country: 'United States',
  phone: '+1 617 555 0100',
};

/** How long a shopper's checkout keeps trying one order, as a page would before giving up. */
const ORDER_PATIENCE_MS = 25_000;
const RETRY_PAUSE_MS = 300;

export async function adminLogin(platform: TestPlatform): Promise<string> {
  const { token } = await call<{ token: string }>(platform, '/api/user/admin', {
    method: 'POST',
    body: JSON.stringify(E2E_ADMIN),
  });
  return token;
}

/** A product as it is now in the catalog's database (an admin's read is never cached). */
export async function productNow(
  platform: TestPlatform,
  adminToken: string,
  productId: string,
): Promise<Product> {
  const { data } = await call<{ data: Product }>(platform, `/api/product/${productId}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return data;
}

const sizesOf = (product: Product) =>
  product.shoeDetails?.sizes ?? product.jacketDetails?.sizes ?? [];

/** Sizes on sale with stock, from the shoes of the demo catalogue, as many as asked for. */
export async function stockSlots(
  platform: TestPlatform,
  adminToken: string,
  wanted: number,
): Promise<StockSlot[]> {
  const { data } = await call<{ data: Product[] }>(
    platform,
    '/api/product/search?subcategory=Shoes&limit=48',
  );
  const slots: StockSlot[] = [];
  for (const listed of data) {
    const product = await productNow(platform, adminToken, listed._id);
    for (const size of sizesOf(product).filter((s) => s.available && s.stock >= 2))
      slots.push({
        productId: product._id,
        size: size.sizeLabel,
        unitPrice: product.effectivePrice,
        initialStock: size.stock,
        initialPurchases: product.purchaseCount,
      });
    if (slots.length >= wanted) return slots;
  }
  throw new Error(`only ${slots.length} sizes in stock, ${wanted} wanted`);
}

export type Placing = { order: Order; attempts: number } | { gaveUp: string; attempts: number };

/**
 * A cash-on-delivery order of one piece, as the checkout page places it: one Idempotency-Key for
 * the attempt, sent again after an answer that says nothing was decided (a 5xx, no answer, "still
 * being placed") until it is answered or the shopper's patience runs out.
 */
export async function placeOrder(
  platform: TestPlatform,
  token: string,
  slot: StockSlot,
): Promise<Placing> {
  const key = randomUUID();
  const body: PlaceOrderRequest = {
    address: ADDRESS,
    items: [{ productId: slot.productId, size: slot.size, quantity: 1 }],
    amount: orderTotals([{ unitPrice: slot.unitPrice, quantity: 1 }]).amount,
  };
  const deadline = Date.now() + ORDER_PATIENCE_MS;
  let last = '';
  for (let attempts = 1; ; attempts++) {
    try {
      const response = await fetch(`${platform.urls.api}/api/order/place`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { order?: Order; message?: string };
      if (response.ok && answer.order) return { order: answer.order, attempts };
      last = `${response.status} ${answer.message ?? ''}`;
      if (response.status < 500 && response.status !== 409) throw new Error(`refused: ${last}`);
    } catch (error) {
      if ((error as Error).message.startsWith('refused')) throw error;
      last = (error as Error).message;
    }
    if (Date.now() > deadline) return { gaveUp: last, attempts };
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
}

/** Retries `check` until it passes or `timeoutMs` runs out: events take their time. */
export async function eventually(check: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

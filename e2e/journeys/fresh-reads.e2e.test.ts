import { orderTotals, type Product } from '@shop/contracts';
import { call, verifiedShopper, type Shopper } from '../support/accounts';
import { startTestPlatform, type TestPlatform } from '../support/test-platform';

jest.setTimeout(240_000);

const READERS = 6;
const ORDERS = 8;

/** How the gateway answered the readers: from its edge cache (HIT) or by asking the catalog. */
const served: Record<string, number> = {};

interface Seen {
  version: number;
  purchaseCount: number;
  stock: number;
}

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Byron',
  street: '12 St James Square',
  city: 'Boston',
  state: 'MA',
  zipcode: '02116',
  country: 'United States',
  phone: '+1 617 555 0107',
};

/**
 * Shoppers read a product through the gateway, as the storefront does, with both caches on (the
 * gateway's edge cache and the catalog's read cache), while orders change its stock and
 * purchase count. Each reader's answers must only ever move forward, and once the last change
 * is in, every reader sees it within seconds.
 */
describe('product answers never go back in time', () => {
  let platform: TestPlatform;
  let shopper: Shopper;
  let product: Product;
  let sizeLabel: string;

  const read = async (): Promise<Seen> => {
    const response = await fetch(`${platform.urls.api}/api/product/${product._id}`);
    expect(response.status).toBe(200);
    const cache = response.headers.get('x-cache') ?? 'none';
    served[cache] = (served[cache] ?? 0) + 1;
    const body = (await response.json()) as { data: Product };
    const size = body.data.shoeDetails!.sizes.find((s) => s.sizeLabel === sizeLabel)!;
    return {
      version: body.data.version,
      purchaseCount: body.data.purchaseCount,
      stock: size.stock,
    };
  };

  beforeAll(async () => {
    // Many shoppers behind one address here: the gateway's per-client limit would refuse them.
    platform = await startTestPlatform({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    shopper = await verifiedShopper(platform, {
      name: 'Ada Byron',
      email: `ada.${Date.now()}@example.com`,
      password: 'Engine-1843-Notes',
    });
    const { data } = await call<{ data: Product[] }>(
      platform,
      '/api/product/search?subcategory=Shoes&limit=24',
    );
    product = data.find((p) => p.shoeDetails?.sizes.some((s) => s.stock >= ORDERS))!;
    sizeLabel = product.shoeDetails!.sizes.find((s) => s.stock >= ORDERS)!.sizeLabel;
  }, 240_000);

  afterAll(() => platform?.close());

  it('moves forward for every reader while orders change the product, and settles on the last', async () => {
    const before = await read();
    let writing = true;
    const histories: Seen[][] = Array.from({ length: READERS }, () => []);
    const readers = histories.map(async (history) => {
      while (writing) history.push(await read());
    });

    for (let i = 0; i < ORDERS; i += 1) {
      await call(platform, '/api/order/place', {
        method: 'POST',
        headers: { token: shopper.token },
        body: JSON.stringify({
          address: { ...ADDRESS, email: shopper.email },
          items: [{ productId: product._id, size: sizeLabel, quantity: 1 }],
          amount: orderTotals([{ unitPrice: product.effectivePrice, quantity: 1 }]).amount,
        }),
      });
    }

    // The stock is taken with the order; the purchase count follows the order's event.
    const settledBy = Date.now() + 5_000;
    let latest = await read();
    while (latest.purchaseCount < before.purchaseCount + ORDERS && Date.now() < settledBy) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      latest = await read();
    }
    writing = false;
    await Promise.all(readers);

    expect(latest.stock).toBe(before.stock - ORDERS);
    expect(latest.purchaseCount).toBe(before.purchaseCount + ORDERS);
    for (const history of histories) {
      expect(history.length).toBeGreaterThan(ORDERS);
      history.forEach((seen, i) => {
        const previous = history[i - 1] ?? before;
        expect(seen.version).toBeGreaterThanOrEqual(previous.version);
        expect(seen.purchaseCount).toBeGreaterThanOrEqual(previous.purchaseCount);
        expect(seen.stock).toBeLessThanOrEqual(previous.stock);
      });
    }
    // The race was run through the edge cache, not around it.
    expect(served.HIT).toBeGreaterThan(0);
    expect(served.MISS).toBeGreaterThan(ORDERS);
    // Settled means settled: no answer older than the last comes back.
    const after = await Promise.all(Array.from({ length: 20 }, read));
    expect(after).toEqual(Array.from({ length: 20 }, () => latest));
  });
});

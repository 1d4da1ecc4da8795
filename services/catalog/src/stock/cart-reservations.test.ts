import { randomUUID } from 'node:crypto';
import { MADE_TO_MEASURE_SIZE, RPC, type RpcRequest } from '@shop/contracts';
import { recordStatements } from '@shop/service-kit/testing';
import {
  addProduct,
  belt,
  productOf,
  reservationOf,
  shoe,
  size,
  stockUpdatesOf,
  useCatalogWithOrderClient,
} from './stock-fixtures';

// Starts a real database and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(90_000);

type CartLines = RpcRequest<typeof RPC.reserveCart>['lines'];

describe('catalog answering rpc.catalog.stock.reserve-cart: prices and stock in one request', () => {
  const platform = useCatalogWithOrderClient();

  /** Asks for the cart under a new order id: the catalog's answer and that id. */
  const reserveCart = async (lines: CartLines) => {
    const orderId = randomUUID();
    return { orderId, answer: await platform.client.send(RPC.reserveCart, { orderId, lines }) };
  };

  it('holds the cart’s stock and answers its products as they were under the hold', async () => {
    const oxford = await addProduct(
      platform.catalog,
      shoe('Oxford Chestnut', [size('EU 41', 4), size('EU 42', 3)], { priceBase: 120 }),
    );
    const strap = await addProduct(platform.catalog, belt('Bridle Belt', 5, { priceBase: 40 }));

    const { orderId, answer } = await reserveCart([
      { productId: oxford, size: 'EU 41', quantity: 2 },
      // A product without sizes is held as such, whatever label the cart gave it.
      { productId: strap, size: 'One size', quantity: 1 },
    ]);

    expect(answer.reservation).toEqual({
      reserved: true,
      orderId,
      expiresAt: expect.any(String),
    });
    expect(answer.missing).toEqual([]);
    expect(
      answer.products.map(({ _id, name, effectivePrice, stockQuantity }) => ({
        _id,
        name,
        effectivePrice,
        stockQuantity,
      })),
    ).toEqual([
      // As read under the lock, before this order's pieces left the shelf.
      { _id: oxford, name: 'Oxford Chestnut', effectivePrice: 120, stockQuantity: 7 },
      { _id: strap, name: 'Bridle Belt', effectivePrice: 40, stockQuantity: 5 },
    ]);
    expect((await productOf(platform.catalog, oxford)).stockQuantity).toBe(5);
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(4);
    expect(await reservationOf(platform.catalog, orderId)).toMatchObject({
      state: 'held',
      lines: [
        { productId: oxford, size: 'EU 41', quantity: 2 },
        { productId: strap, size: null, quantity: 1 },
      ],
    });
  });

  it('takes the stock of every product of the cart in one update and announces them in one insert', async () => {
    if (!platform.catalog.config.DATABASE_URL?.startsWith('postgres')) {
      return console.warn('Statements are counted through a PostgreSQL server; none is in use.');
    }
    const chelsea = await addProduct(platform.catalog, shoe('Chelsea Tan', [size('EU 42', 3)]));
    const strap = await addProduct(platform.catalog, belt('Harness Belt', 5));
    const wallet = await addProduct(platform.catalog, belt('Card Wallet', 2));

    const recording = recordStatements();
    let answer;
    try {
      ({ answer } = await reserveCart([
        { productId: chelsea, size: 'EU 42', quantity: 1 },
        { productId: strap, size: 'One size', quantity: 2 },
        { productId: wallet, size: 'One size', quantity: 1 },
      ]));
    } finally {
      recording.stop();
    }

    expect(answer.reservation).toMatchObject({ reserved: true });
    const written = (pattern: RegExp) => recording.statements.filter((text) => pattern.test(text));
    expect(written(/^update "products"/i)).toHaveLength(1);
    expect(written(/^insert into "outbox"/i)).toHaveLength(1);
    expect((await productOf(platform.catalog, chelsea)).shoeDetails?.sizes).toEqual([
      size('EU 42', 2),
    ]);
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(3);
    expect((await productOf(platform.catalog, wallet)).stockQuantity).toBe(1);
    expect(await stockUpdatesOf(platform.catalog, chelsea)).toEqual([2]);
    expect(await stockUpdatesOf(platform.catalog, strap)).toEqual([3]);
    expect(await stockUpdatesOf(platform.catalog, wallet)).toEqual([1]);
  });

  it('answers a short line with the products and holds nothing of the cart', async () => {
    const derby = await addProduct(platform.catalog, shoe('Derby Last Pair', [size('EU 43', 1)]));
    const strap = await addProduct(platform.catalog, belt('Saddle Belt', 5));

    const { orderId, answer } = await reserveCart([
      { productId: strap, size: 'One size', quantity: 1 },
      { productId: derby, size: 'EU 43', quantity: 2 },
    ]);

    expect(answer.reservation).toMatchObject({
      reserved: false,
      message: 'Only 1 left of Derby Last Pair in size EU 43',
    });
    expect(answer.products.map((product) => product.name)).toEqual([
      'Saddle Belt',
      'Derby Last Pair',
    ]);
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(5);
    expect((await productOf(platform.catalog, derby)).stockQuantity).toBe(1);
    expect(await reservationOf(platform.catalog, orderId)).toBeUndefined();
  });

  it('names a product the catalogue does not hold and holds nothing', async () => {
    const strap = await addProduct(platform.catalog, belt('Harness Belt', 5));
    const unknown = randomUUID();

    const { orderId, answer } = await reserveCart([
      { productId: strap, size: 'One size', quantity: 1 },
      { productId: unknown, size: 'EU 42', quantity: 1 },
      { productId: 'not-an-id', size: 'EU 42', quantity: 1 },
    ]);

    expect(answer.missing).toEqual([unknown, 'not-an-id']);
    expect(answer.reservation).toMatchObject({ reserved: false });
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(5);
    expect(await reservationOf(platform.catalog, orderId)).toBeUndefined();
  });

  it('holds nothing for a cart of made-to-measure pieces, and still answers their products', async () => {
    const oxford = await addProduct(platform.catalog, shoe('Oxford Bespoke', [size('EU 41', 2)]));

    const { orderId, answer } = await reserveCart([
      { productId: oxford, size: MADE_TO_MEASURE_SIZE, quantity: 1 },
    ]);

    expect(answer.reservation).toBeNull();
    expect(answer.products.map((product) => product._id)).toEqual([oxford]);
    expect(await reservationOf(platform.catalog, orderId)).toBeUndefined();
  });
});

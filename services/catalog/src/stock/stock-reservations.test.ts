import { randomUUID } from 'node:crypto';
import { RPC, STOCK_MESSAGES, type RpcRequest } from '@shop/contracts';
import { RpcClient } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import { firstValueFrom } from 'rxjs';
import {
  addProduct,
  belt,
  productOf,
  shoe,
  size,
  reservationOf,
  useCatalogWithOrderClient,
  stockUpdatesOf,
} from './stock-fixtures';
import { stockReservations } from './stock-reservations.table';

// Starts a real database and NATS; the embedded engine alone takes seconds to boot.
jest.setTimeout(90_000);

type ReserveRequest = RpcRequest<typeof RPC.reserveStock>;

const HOLD_MS = 15 * 60 * 1000;

describe('catalog answering rpc.catalog.stock.reserve', () => {
  const platform = useCatalogWithOrderClient();

  const reserve = (lines: ReserveRequest['lines'], orderId = randomUUID()) =>
    platform.client.send(RPC.reserveStock, { orderId, lines });

  it('holds every line, taking the stock from the size and the total together', async () => {
    const oxford = await addProduct(
      platform.catalog,
      shoe('Oxford Chestnut', [size('EU 41', 4), size('EU 42', 3)]),
    );
    const strap = await addProduct(platform.catalog, belt('Bridle Belt', 5));
    const orderId = randomUUID();
    const before = Date.now();

    const answer = await reserve(
      [
        { productId: oxford, size: 'EU 41', quantity: 2 },
        { productId: strap, size: null, quantity: 1 },
        { productId: oxford, size: 'EU 41', quantity: 1 },
      ],
      orderId,
    );

    expect(answer).toEqual({ reserved: true, orderId, expiresAt: expect.any(String) });
    const expiresAt = answer.reserved ? Date.parse(answer.expiresAt) : 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + HOLD_MS - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + HOLD_MS + 5_000);
    const shoes = await productOf(platform.catalog, oxford);
    expect(shoes.shoeDetails?.sizes).toEqual([size('EU 41', 1), size('EU 42', 3)]);
    expect(shoes.stockQuantity).toBe(4);
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(4);
    expect(await reservationOf(platform.catalog, orderId)).toMatchObject({
      state: 'held',
      lines: [
        { productId: oxford, size: 'EU 41', quantity: 3 },
        { productId: strap, size: null, quantity: 1 },
      ],
    });
    // Caches and other services learn the new stock from the same transaction.
    expect(await stockUpdatesOf(platform.catalog, oxford)).toEqual([4]);
    expect(await stockUpdatesOf(platform.catalog, strap)).toEqual([4]);
  });

  it('lets exactly 5 of 50 simultaneous orders have the last 5 pairs', async () => {
    const chelsea = await addProduct(
      platform.catalog,
      shoe('Chelsea Boot', [size('EU 42', 5), size('EU 43', 0, false)]),
    );

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        reserve([{ productId: chelsea, size: 'EU 42', quantity: 1 }]),
      ),
    );

    expect(answers.filter((answer) => answer.reserved)).toHaveLength(5);
    const refusals = answers.filter((answer) => !answer.reserved);
    expect(refusals).toHaveLength(45);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        message: 'Chelsea Boot in size EU 42 is out of stock',
        shortages: [
          {
            productId: chelsea,
            size: 'EU 42',
            requested: 1,
            available: 0,
            reason: 'insufficient-stock',
          },
        ],
      });
    }
    const boots = await productOf(platform.catalog, chelsea);
    expect(boots.stockQuantity).toBe(0);
    expect(boots.shoeDetails?.sizes).toEqual([size('EU 42', 0), size('EU 43', 0, false)]);
    const held = await platform.catalog.db
      .select()
      .from(stockReservations)
      .where(sql`${stockReservations.lines} @> ${JSON.stringify([{ productId: chelsea }])}::jsonb`);
    expect(held).toHaveLength(5);
    expect((await stockUpdatesOf(platform.catalog, chelsea)).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('reserves once however often the same order asks, and answers the same each time', async () => {
    const loafer = await addProduct(platform.catalog, shoe('Penny Loafer', [size('US 9', 6)]));
    const orderId = randomUUID();
    const lines = [{ productId: loafer, size: 'US 9', quantity: 2 }];

    const [first, ...together] = await Promise.all(
      Array.from({ length: 4 }, () => reserve(lines, orderId)),
    );
    const later = await reserve(lines, orderId);

    expect(first.reserved).toBe(true);
    for (const answer of [...together, later]) expect(answer).toEqual(first);
    expect((await productOf(platform.catalog, loafer)).stockQuantity).toBe(4);
    expect(await stockUpdatesOf(platform.catalog, loafer)).toEqual([4]);
  });

  it('takes nothing when one line is short, and says which line and how many are left', async () => {
    const derby = await addProduct(
      platform.catalog,
      shoe('Derby Black', [size('EU 40', 2), size('EU 44', 5)]),
    );
    const orderId = randomUUID();

    const answer = await reserve(
      [
        { productId: derby, size: 'EU 44', quantity: 1 },
        { productId: derby, size: 'EU 40', quantity: 3 },
      ],
      orderId,
    );

    expect(answer).toEqual({
      reserved: false,
      orderId,
      message: 'Only 2 left of Derby Black in size EU 40',
      shortages: [
        {
          productId: derby,
          size: 'EU 40',
          requested: 3,
          available: 2,
          reason: 'insufficient-stock',
          message: 'Only 2 left of Derby Black in size EU 40',
        },
      ],
    });
    const unchanged = await productOf(platform.catalog, derby);
    expect(unchanged.shoeDetails?.sizes).toEqual([size('EU 40', 2), size('EU 44', 5)]);
    expect(unchanged.stockQuantity).toBe(7);
    expect(await reservationOf(platform.catalog, orderId)).toBeUndefined();
    expect(await stockUpdatesOf(platform.catalog, derby)).toEqual([]);

    // Nothing was kept of the refusal: the same order may ask again for what there is.
    await expect(
      reserve([{ productId: derby, size: 'EU 40', quantity: 2 }], orderId),
    ).resolves.toMatchObject({ reserved: true });
  });

  it('refuses products that cannot be sold, each with its reason', async () => {
    const inactive = await addProduct(
      platform.catalog,
      shoe('Brogue Tan', [size('EU 41', 3)], { status: 'Inactive' }),
    );
    const draft = await addProduct(platform.catalog, belt('Draft Belt', 3, { status: 'Draft' }));
    const soldOut = await addProduct(platform.catalog, belt('Suede Belt', 0));
    const sized = await addProduct(
      platform.catalog,
      shoe('Monk Strap', [size('EU 41', 3), size('EU 45', 2, false)]),
    );
    const unknown = randomUUID();

    const answer = await reserve([
      { productId: inactive, size: 'EU 41', quantity: 1 },
      { productId: draft, size: null, quantity: 1 },
      { productId: soldOut, size: null, quantity: 1 },
      { productId: unknown, size: null, quantity: 1 },
      { productId: sized, size: 'EU 45', quantity: 1 },
      { productId: sized, size: 'EU 39', quantity: 1 },
      { productId: sized, size: null, quantity: 1 },
      { productId: soldOut, size: 'EU 41', quantity: 1 },
    ]);

    expect(answer.reserved).toBe(false);
    expect(!answer.reserved && answer.shortages).toEqual([
      expect.objectContaining({
        productId: inactive,
        reason: 'unavailable',
        message: STOCK_MESSAGES.unavailable,
      }),
      expect.objectContaining({
        productId: draft,
        reason: 'unavailable',
        message: STOCK_MESSAGES.unavailable,
      }),
      expect.objectContaining({
        productId: soldOut,
        size: null,
        reason: 'insufficient-stock',
        available: 0,
        message: 'Suede Belt is out of stock',
      }),
      expect.objectContaining({
        productId: unknown,
        reason: 'not-found',
        message: 'Product not found',
      }),
      expect.objectContaining({
        productId: sized,
        size: 'EU 45',
        reason: 'size-not-offered',
        message: 'Monk Strap is not available in size EU 45',
      }),
      expect.objectContaining({
        productId: sized,
        size: 'EU 39',
        reason: 'size-not-offered',
        message: 'Monk Strap is not available in size EU 39',
      }),
      expect.objectContaining({
        productId: sized,
        size: null,
        reason: 'size-required',
        message: 'Please select a size',
      }),
      expect.objectContaining({
        productId: soldOut,
        size: 'EU 41',
        reason: 'size-not-offered',
        message: 'Suede Belt is not available in size EU 41',
      }),
    ]);
    expect((await productOf(platform.catalog, sized)).stockQuantity).toBe(5);
  });

  it('refuses a malformed request with 400', async () => {
    // ServiceClient checks its own requests before sending, so this one goes out raw.
    const raw = new RpcClient({ service: 'order', natsUrl: platform.catalog.config.NATS_URL });
    try {
      const refusal = await firstValueFrom(
        raw.send(RPC.reserveStock, {
          orderId: randomUUID(),
          lines: [{ productId: randomUUID(), size: null, quantity: 0 }],
        }),
      ).catch((error: unknown) => error);
      expect(refusal).toEqual({ status: 400, message: expect.stringMatching(/quantity/) });
    } finally {
      await raw.close();
    }
  });
});

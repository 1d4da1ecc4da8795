import { randomUUID } from 'node:crypto';
import { RPC, SUBJECTS, type EventEnvelope, type EventPayload } from '@shop/contracts';
import { natsSubject, processedEvents } from '@shop/service-kit';
import { and, eq, inArray } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import { products } from '../products/products.table';
import { HoldSweeper } from './hold-sweeper';
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
import { stockReservations, type ReservationState } from './stock-reservations.table';
import { eventually } from '@shop/service-kit/testing';

// Starts a real database and NATS, and waits out stock holds of a few seconds.
jest.setTimeout(90_000);

const CONSUMER = 'catalog-order-stock';
/** Holds last 3 s here, looked for every 200 ms. */
const HOLD_MINUTES = 0.05;
const HOLD_MS = HOLD_MINUTES * 60_000;
const SWEEP_SECONDS = 0.2;

type OrderPlaced = EventPayload<typeof SUBJECTS.orderPlaced>;
type OrderCancelled = EventPayload<typeof SUBJECTS.orderCancelled>;
type OrderLine = { productId: string; size: string | null; quantity: number };

function envelope<P>(type: string, payload: P): EventEnvelope<P> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
}

function orderPlaced(orderId: string, lines: OrderLine[]): EventEnvelope<OrderPlaced> {
  return envelope(SUBJECTS.orderPlaced, {
    orderId,
    userId: randomUUID(),
    version: 1,
    items: lines.map((line) => ({
      ...line,
      name: 'Ordered item',
      unitPrice: 100,
      madeToMeasure: false,
    })),
    deliveryFee: 10,
    amount: 110,
    paymentMethod: 'COD',
    status: 'Order Placed',
  });
}

function orderCancelled(orderId: string, lines: OrderLine[]): EventEnvelope<OrderCancelled> {
  return envelope(SUBJECTS.orderCancelled, {
    orderId,
    userId: randomUUID(),
    version: 2,
    items: lines,
    amount: 110,
    status: 'Cancelled',
    restock: true,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stock holds as orders are placed, cancelled or never come', () => {
  const platform = useCatalogWithOrderClient({
    STOCK_HOLD_MINUTES: String(HOLD_MINUTES),
    STOCK_SWEEP_SECONDS: String(SWEEP_SECONDS),
  });
  let connection: NatsConnection;

  const reserve = async (lines: OrderLine[]) => {
    const orderId = randomUUID();
    const answer = await platform.client.send(RPC.reserveStock, { orderId, lines });
    expect(answer).toMatchObject({ reserved: true });
    return orderId;
  };
  /** As the order service's outbox relay publishes: the envelope, its id as the message id. */
  const publish = async (event: EventEnvelope, msgID = event.id) => {
    await connection
      .jetstream()
      .publish(
        natsSubject(platform.catalog.config.NATS_NAMESPACE, event.type),
        JSON.stringify(event),
        {
          msgID,
        },
      );
  };
  const handled = (eventId: string) =>
    eventually(async () => {
      const rows = await platform.catalog.db
        .select()
        .from(processedEvents)
        .where(and(eq(processedEvents.consumer, CONSUMER), eq(processedEvents.eventId, eventId)));
      expect(rows).toHaveLength(1);
    });
  const stateOf = async (orderId: string): Promise<ReservationState | undefined> =>
    (await reservationOf(platform.catalog, orderId))?.state;

  beforeAll(async () => {
    connection = await connect({ servers: platform.catalog.config.NATS_URL });
  });
  afterAll(() => connection?.close());

  it('puts an unconfirmed hold back on the shelf once its time is up', async () => {
    const boots = await addProduct(
      platform.catalog,
      shoe('Chukka Sand', [size('EU 41', 3), size('EU 42', 2)]),
    );
    const orderId = await reserve([{ productId: boots, size: 'EU 42', quantity: 2 }]);
    const heldAt = Date.now();
    expect((await productOf(platform.catalog, boots)).stockQuantity).toBe(3);

    await eventually(async () => expect(await stateOf(orderId)).toBe('released'));

    expect(Date.now() - heldAt).toBeGreaterThanOrEqual(HOLD_MS - 500);
    const restocked = await productOf(platform.catalog, boots);
    expect(restocked.shoeDetails?.sizes).toEqual([size('EU 41', 3), size('EU 42', 2)]);
    expect(restocked.stockQuantity).toBe(5);
    // Added at version 1, then the hold and its release each raised it.
    expect(restocked.version).toBe(3);
    expect(await stockUpdatesOf(platform.catalog, boots)).toEqual([3, 5]);
  });

  it('restocks each expired hold once when several sweepers run at the same moment', async () => {
    const strap = await addProduct(platform.catalog, belt('Cord Belt', 10));
    const orderIds = await Promise.all(
      Array.from({ length: 10 }, () => reserve([{ productId: strap, size: null, quantity: 1 }])),
    );
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(0);
    await platform.catalog.db
      .update(stockReservations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(stockReservations.orderId, orderIds));

    // Two more replicas' sweepers beside this one's own.
    const sweeper = platform.catalog.app.get(HoldSweeper);
    const counts = await Promise.all([
      sweeper.releaseExpiredHolds(),
      sweeper.releaseExpiredHolds(),
    ]);

    expect(counts[0] + counts[1]).toBeLessThanOrEqual(10);
    await eventually(async () => {
      for (const orderId of orderIds) expect(await stateOf(orderId)).toBe('released');
    });
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(10);
    expect((await stockUpdatesOf(platform.catalog, strap)).at(-1)).toBe(10);
  });

  it('confirms a hold when its order is placed, counts the sale, and never releases it', async () => {
    const boots = await addProduct(platform.catalog, shoe('Harness Boot', [size('EU 43', 4)]));
    const strap = await addProduct(platform.catalog, belt('Roller Belt', 2, { purchaseCount: 7 }));
    const lines = [
      { productId: boots, size: 'EU 43', quantity: 3 },
      { productId: strap, size: null, quantity: 1 },
    ];
    const orderId = await reserve(lines);

    const placed = orderPlaced(orderId, lines);
    await publish(placed);
    await handled(placed.id);
    expect(await stateOf(orderId)).toBe('confirmed');
    // Held, then sold: the new count is announced too, so every cache of the product drops.
    expect(await stockUpdatesOf(platform.catalog, strap)).toEqual([1, 1]);

    await sleep(HOLD_MS + 1_000);
    expect(await stateOf(orderId)).toBe('confirmed');
    const sold = await productOf(platform.catalog, boots);
    // Counting the sale is no change to the product an edit form could overwrite.
    expect(sold).toMatchObject({ stockQuantity: 1, purchaseCount: 3, version: 2 });
    expect(sold.shoeDetails?.sizes).toEqual([size('EU 43', 1)]);
    expect(await productOf(platform.catalog, strap)).toMatchObject({
      stockQuantity: 1,
      purchaseCount: 8,
    });
  });

  it('puts a cancelled order’s stock back once, however often the cancellation arrives', async () => {
    const boots = await addProduct(
      platform.catalog,
      shoe('Western Boot', [size('US 10', 2), size('US 11', 1)]),
    );
    const lines = [{ productId: boots, size: 'US 10', quantity: 2 }];
    const orderId = await reserve(lines);
    const placed = orderPlaced(orderId, lines);
    await publish(placed);
    await handled(placed.id);

    const cancelled = orderCancelled(orderId, lines);
    await publish(cancelled);
    // Redelivered past JetStream's de-duplication, and replayed as a new event.
    await publish(cancelled, `${cancelled.id}-again`);
    const replay = { ...cancelled, id: randomUUID() };
    await publish(replay);
    await handled(replay.id);

    expect(await stateOf(orderId)).toBe('restocked');
    const restocked = await productOf(platform.catalog, boots);
    expect(restocked.shoeDetails?.sizes).toEqual([size('US 10', 2), size('US 11', 1)]);
    expect(restocked.stockQuantity).toBe(3);
    expect(restocked.version).toBe(3);
    // Taken, sold (the count changes, the stock does not), put back once.
    expect(await stockUpdatesOf(platform.catalog, boots)).toEqual([1, 1, 3]);
  });

  it('releases a hold whose order is cancelled before it is placed, and a late placement takes nothing', async () => {
    const strap = await addProduct(platform.catalog, belt('Woven Belt', 4));
    const lines = [{ productId: strap, size: null, quantity: 3 }];
    const orderId = await reserve(lines);

    const cancelled = orderCancelled(orderId, lines);
    await publish(cancelled);
    await handled(cancelled.id);
    expect(await stateOf(orderId)).toBe('released');
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(4);

    const placed = orderPlaced(orderId, lines);
    await publish(placed);
    await handled(placed.id);
    expect(await stateOf(orderId)).toBe('released');
    expect((await productOf(platform.catalog, strap)).stockQuantity).toBe(4);
    await expect(platform.client.send(RPC.reserveStock, { orderId, lines })).resolves.toMatchObject(
      {
        reserved: false,
        message: 'This order was cancelled',
      },
    );
  });

  it('takes the stock again when an order is placed after its hold ran out, while it lasts', async () => {
    const strap = await addProduct(platform.catalog, belt('Plaited Belt', 3));
    const lines = [{ productId: strap, size: null, quantity: 2 }];
    const late = await reserve(lines);
    const tooLate = await reserve([{ productId: strap, size: null, quantity: 1 }]);
    await eventually(async () => expect(await stateOf(tooLate)).toBe('released'));
    await eventually(async () => expect(await stateOf(late)).toBe('released'));
    // Two more are sold in the meantime; one is left.
    await platform.catalog.db
      .update(products)
      .set({ stockQuantity: 1 })
      .where(eq(products.id, strap));

    const placed = orderPlaced(late, lines);
    await publish(placed);
    await handled(placed.id);
    // Sold, but nothing held for it: counted once, even when announced again.
    expect(await stateOf(late)).toBe('confirmed');
    expect(await productOf(platform.catalog, strap)).toMatchObject({
      stockQuantity: 1,
      purchaseCount: 2,
    });
    const again = orderPlaced(late, lines);
    await publish(again);
    await handled(again.id);
    expect(await productOf(platform.catalog, strap)).toMatchObject({
      stockQuantity: 1,
      purchaseCount: 2,
    });

    const placedToo = orderPlaced(tooLate, [{ productId: strap, size: null, quantity: 1 }]);
    await publish(placedToo);
    await handled(placedToo.id);
    expect(await stateOf(tooLate)).toBe('confirmed');
    expect(await productOf(platform.catalog, strap)).toMatchObject({
      stockQuantity: 0,
      purchaseCount: 3,
    });
  });

  it('only counts the sale of an order placed without a reservation, once however often announced', async () => {
    const boots = await addProduct(platform.catalog, shoe('Desert Boot', [size('EU 40', 2)]));
    const orderId = randomUUID();
    const placed = orderPlaced(orderId, [{ productId: boots, size: 'EU 40', quantity: 2 }]);

    await publish(placed);
    await handled(placed.id);
    const again = orderPlaced(orderId, [{ productId: boots, size: 'EU 40', quantity: 2 }]);
    await publish(again);
    await handled(again.id);

    expect(await stateOf(orderId)).toBe('confirmed');
    expect(await productOf(platform.catalog, boots)).toMatchObject({
      stockQuantity: 2,
      purchaseCount: 2,
    });
    // The sale is announced once; the stock never moved.
    expect(await stockUpdatesOf(platform.catalog, boots)).toEqual([2]);
  });
});

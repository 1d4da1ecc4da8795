import { randomUUID } from 'node:crypto';
import type { OrderState, StockReservationState } from '@shop/contracts';
import { findDifferences, type Projections } from './order-differences';

const earlier = '2026-01-01T10:00:00.000Z';
const judgement = { settledBefore: new Date('2026-01-01T11:00:00.000Z') };
const productId = randomUUID();

function order(change: Partial<OrderState> = {}): OrderState {
  return {
    orderId: randomUUID(),
    userId: randomUUID(),
    placed: true,
    capturing: false,
    status: 'Order Placed',
    paid: false,
    amount: 34.5,
    version: 1,
    cancelled: null,
    lines: [{ productId, quantity: 1, madeToMeasure: false }],
    updatedAt: earlier,
    ...change,
  };
}

const reservation = (
  orderId: string,
  state: StockReservationState['state'],
  cancelled = false,
): StockReservationState => ({ orderId, state, cancelled, updatedAt: earlier });

/** Identity and analytics in agreement with every order; the catalog as given. */
function projections(
  orders: OrderState[],
  reservations: StockReservationState[],
  purchaseCount = orders.length,
): Projections {
  return {
    reservations: new Map(reservations.map((row) => [row.orderId, row])),
    purchaseCounts: new Map([[productId, purchaseCount]]),
    customerOrders: new Map(
      orders.map(({ orderId, status, paid, amount }) => [
        orderId,
        { orderId, status, paid, amount, placed: true },
      ]),
    ),
    analyticsOrders: new Map(
      orders.map((o) => [
        o.orderId,
        { orderId: o.orderId, placed: true, paid: o.paid, cancelled: o.cancelled !== null },
      ]),
    ),
  };
}

const stockFindings = (orders: OrderState[], reservations: StockReservationState[]) =>
  findDifferences(orders, projections(orders, reservations), judgement).map(({ what, repair }) => [
    what,
    repair,
  ]);

describe('what the catalog should hold for each order', () => {
  it('expects a placed order confirmed, and announces it again when it is not', () => {
    const placed = order();
    expect(stockFindings([placed], [reservation(placed.orderId, 'confirmed')])).toEqual([]);
    expect(stockFindings([placed], [reservation(placed.orderId, 'held')])).toEqual([
      ['stock reservation held, expected confirmed', 'reannounce'],
    ]);
  });

  it('expects a cancellation that restocks to have put the goods back', () => {
    const cancelled = order({ status: 'Cancelled', cancelled: { restock: true } });
    const id = cancelled.orderId;
    expect(stockFindings([cancelled], [reservation(id, 'restocked', true)])).toEqual([]);
    expect(stockFindings([cancelled], [reservation(id, 'released', true)])).toEqual([]);
    expect(stockFindings([cancelled], [reservation(id, 'confirmed')])).toEqual([
      ['stock reservation confirmed, expected restocked', 'reannounce'],
    ]);
  });

  it('expects goods cancelled after shipping to stay off the shelf', () => {
    const shipped = order({ status: 'Cancelled', cancelled: { restock: false } });
    const id = shipped.orderId;
    expect(stockFindings([shipped], [reservation(id, 'confirmed', true)])).toEqual([]);
    expect(stockFindings([shipped], [reservation(id, 'restocked', true)])).toEqual([
      [
        'stock reservation restocked (cancelled), expected confirmed and cancelled (goods shipped)',
        'reannounce',
      ],
    ]);
  });

  it('releases stock held for an unplaced order, unless its capture is under way', () => {
    const pending = order({ placed: false });
    const capturing = order({ placed: false, capturing: true });
    expect(
      stockFindings(
        [pending, capturing],
        [reservation(pending.orderId, 'held'), reservation(capturing.orderId, 'held')],
      ),
    ).toEqual([
      ['stock reservation held for an order that is not placed, expected released', 'release'],
    ]);
  });

  it('never proposes releasing a confirmed reservation: a person looks', () => {
    const pending = order({ placed: false });
    expect(stockFindings([pending], [reservation(pending.orderId, 'confirmed')])).toEqual([
      ['stock reservation confirmed for an order that is not placed, expected released', 'none'],
    ]);
  });

  it('releases stock held for an order the order service does not know, once settled', () => {
    const stray = reservation(randomUUID(), 'held');
    const strayConfirmed = reservation(randomUUID(), 'confirmed');
    const recent = { ...reservation(randomUUID(), 'held'), updatedAt: '2026-01-01T11:00:01.000Z' };
    expect(stockFindings([], [stray, strayConfirmed, recent])).toEqual([
      [
        'stock reservation held for an order the order service does not know, expected released',
        'release',
      ],
      [
        'stock reservation confirmed for an order the order service does not know, expected released',
        'none',
      ],
    ]);
  });

  it('leaves orders changed since the settling time and made-to-measure orders alone', () => {
    const recent = order({ updatedAt: '2026-01-01T11:00:01.000Z' });
    const toMeasure = order({ lines: [{ productId, quantity: 1, madeToMeasure: true }] });
    expect(stockFindings([recent, toMeasure], [])).toEqual([]);
  });
});

describe('purchase counts', () => {
  it('reports a count below the units placed orders bought, not one above it', () => {
    const placed = [order(), order({ status: 'Cancelled', cancelled: { restock: true } })];
    const reservations = [
      reservation(placed[0].orderId, 'confirmed'),
      reservation(placed[1].orderId, 'restocked', true),
    ];
    const differences = (count: number) =>
      findDifferences(placed, projections(placed, reservations, count), judgement);
    expect(differences(1).map(({ what }) => what)).toEqual([
      'purchaseCount 1, below the 2 unit(s) placed orders bought',
    ]);
    expect(differences(2)).toEqual([]);
    expect(differences(40)).toEqual([]);
  });
});

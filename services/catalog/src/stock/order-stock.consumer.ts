import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SUBJECTS, type TypedEvent } from '@shop/contracts';
import { EventBus, type Transaction } from '@shop/service-kit';
import { eq, sql } from 'drizzle-orm';
import { countPurchases, findShortages, lockProducts, moveStock, putBack } from './stock-levels';
import { stockReservations, type StockReservationRow } from './stock-reservations.table';

type OrderPlaced = TypedEvent<typeof SUBJECTS.orderPlaced>;
type OrderCancelled = TypedEvent<typeof SUBJECTS.orderCancelled>;

/**
 * Settles reservations as orders move: order.placed confirms the order's hold (and counts the
 * products as sold), order.cancelled puts its stock back once (unless the goods had shipped). One consumer takes both subjects,
 * so an order's events are handled in the order they happened. Every step moves a reservation
 * forward from the state it finds, so a redelivered or replayed event changes nothing.
 */
@Injectable()
export class OrderStockConsumer implements OnModuleInit {
  private readonly logger = new Logger(OrderStockConsumer.name);

  constructor(private readonly bus: EventBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'order-stock',
      subject: 'order.>',
      handler: async (event, tx) => {
        if (event.type === SUBJECTS.orderPlaced) await this.confirm(event, tx);
        if (event.type === SUBJECTS.orderCancelled) await this.restock(event, tx);
      },
    });
  }

  private async confirm({ payload }: OrderPlaced, tx: Transaction): Promise<void> {
    const reservation = await lockReservation(tx, payload.orderId);
    // Nothing held (made to measure only, or placed before reservations existed): count the sale
    // once, remembered as a confirmed reservation of nothing so a repeat counts nothing again.
    if (!reservation) {
      await tx
        .insert(stockReservations)
        .values({ orderId: payload.orderId, lines: [], state: 'confirmed', expiresAt: sql`now()` });
      return countPurchases(tx, this.bus, payload.items);
    }
    const settled = reservation.state === 'confirmed' || reservation.state === 'restocked';
    if (settled || reservation.cancelledAt) return;
    if (reservation.state === 'released') {
      // The hold ran out before the order was placed: take the stock again while it lasts.
      const locked = await lockProducts(tx, reservation.lines);
      const shortages = findShortages(locked, reservation.lines, { forSale: false });
      if (shortages.length > 0) {
        this.logger.warn(
          `order ${payload.orderId} was placed after its stock hold expired and the stock is gone (${shortages.map((shortage) => shortage.message).join('; ')}); it was not taken again`,
        );
        // Nothing is held for it, so a cancellation later puts nothing back.
        await tx
          .update(stockReservations)
          .set({ lines: [] })
          .where(eq(stockReservations.orderId, payload.orderId));
      } else {
        await moveStock(tx, this.bus, locked, reservation.lines, -1);
      }
    }
    await setState(tx, payload.orderId, { state: 'confirmed' });
    await countPurchases(tx, this.bus, payload.items);
  }

  private async restock({ payload }: OrderCancelled, tx: Transaction): Promise<void> {
    const reservation = await lockReservation(tx, payload.orderId);
    if (!reservation || reservation.cancelledAt || reservation.state === 'restocked') return;
    const cancelledAt = sql`now()`;
    // Shipped goods are out of the house: the sale is undone, the shelf is not refilled.
    if (!payload.restock || reservation.state === 'released' || reservation.lines.length === 0) {
      // Nothing is held; only remember the cancellation, so a late order.placed takes nothing.
      return setState(tx, payload.orderId, { cancelledAt });
    }
    await putBack(
      tx,
      this.bus,
      reservation.lines,
      this.logger,
      `cancelled order ${payload.orderId}`,
    );
    const state = reservation.state === 'confirmed' ? 'restocked' : 'released';
    await setState(tx, payload.orderId, { state, cancelledAt });
  }
}

async function lockReservation(
  tx: Transaction,
  orderId: string,
): Promise<StockReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId))
    .for('update');
  return row;
}

async function setState(
  tx: Transaction,
  orderId: string,
  change: Partial<Pick<StockReservationRow, 'state'>> & { cancelledAt?: ReturnType<typeof sql> },
): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(stockReservations.orderId, orderId));
}

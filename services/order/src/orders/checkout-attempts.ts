import { createHash } from 'node:crypto';
import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { checkoutFingerprint, ORDER_MESSAGES } from '@shop/contracts';
import { InjectDatabase, type Database, type Transaction } from '@shop/service-kit';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from './orders.table';
import type { PlaceOrderInput } from './place-order-input';

/** How long a repeated request waits for the attempt that holds its key to finish. */
const REPEAT_WAIT_MS = 10_000;
const REPEAT_POLL_MS = 100;
/**
 * How long a claim lasts without an order: an attempt whose process died never releases its
 * key, so after this a repeat takes the key over instead of waiting forever. Far longer than
 * any placing takes (the catalog's answers and one transaction).
 */
export const CLAIM_LIFETIME_SECONDS = 60;

const STILL_PLACING = 'This order is still being placed. Please wait a moment and refresh.';

/** A digest of what an attempt asked for: the same key may only ever mean the same order. */
const requestDigest = (input: PlaceOrderInput): string =>
  createHash('sha256').update(checkoutFingerprint(input)).digest('hex');

/** The checkout attempts' keys (`Idempotency-Key`): one order per key, however often sent. */
@Injectable()
export class CheckoutAttempts {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Claims an attempt's key. Answers undefined when this request holds it now, or the order an
   * earlier request with the same key placed; a key used for another cart is refused.
   */
  async claim(userId: string, key: string, input: PlaceOrderInput): Promise<string | undefined> {
    const digest = requestDigest(input);
    const deadline = Date.now() + REPEAT_WAIT_MS;
    for (;;) {
      const claimed = await this.db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash: digest })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return undefined;
      const [held] = await this.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      // Released meanwhile by an attempt that failed: claim it again.
      if (!held) continue;
      if (held.requestHash !== digest)
        throw new UnprocessableEntityException(ORDER_MESSAGES.idempotencyReused);
      if (held.orderId) return held.orderId;
      if (await this.takeOverExpired(userId, key)) return undefined;
      if (Date.now() > deadline) throw new ConflictException(STILL_PLACING);
      await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    }
  }

  /** The order placed under the key, in the transaction that writes the order. */
  async settle(tx: Transaction, userId: string, key: string, orderId: string): Promise<void> {
    await tx
      .update(idempotencyKeys)
      .set({ orderId })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  }

  /** An attempt that placed nothing lets go of its key, so the shopper may try again. */
  async release(userId: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.orderId),
        ),
      )
      .catch(() => undefined);
  }

  /** A claim older than its lifetime whose attempt placed nothing: this request takes it. */
  private async takeOverExpired(userId: string, key: string): Promise<boolean> {
    const taken = await this.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.orderId),
          lt(
            idempotencyKeys.createdAt,
            sql`now() - make_interval(secs => ${CLAIM_LIFETIME_SECONDS})`,
          ),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0;
  }
}

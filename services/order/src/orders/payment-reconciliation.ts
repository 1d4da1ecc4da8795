import { Inject, Injectable } from '@nestjs/common';
import { InjectDatabase, ScheduledWork, SERVICE_CONFIG, type Database } from '@shop/service-kit';
import { and, asc, eq, inArray, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import type { OrderConfig } from '../config';
import { OrderChanges } from './order-changes';
import { OrderPayments } from './order-payments.service';
import { ENDING_STATUSES } from './order-transitions';
import { orders } from './orders.table';

/** Orders looked at per pass; a longer backlog waits for the next. */
const PASS_BATCH = 50;

/**
 * Settles what a lost answer or a dead process left open, every PAYMENT_RECONCILE_SECONDS:
 * captures begun and never settled (older than PAYMENT_SETTLE_AFTER_SECONDS) are settled from
 * what PayPal says about them, never by capturing again; refunds due and not yet made are asked
 * for again (once, by their request id). Replicas may run it at once: every step is one of the
 * payments', under the order's lock and from the state it finds.
 */
@Injectable()
export class PaymentReconciliation extends ScheduledWork {
  protected readonly runsAtStart = false;
  protected readonly failure = 'cannot reconcile payments yet';

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly orders: OrderChanges,
    private readonly payments: OrderPayments,
    @Inject(SERVICE_CONFIG) private readonly config: OrderConfig,
  ) {
    super();
  }

  protected get everyMs(): number {
    return this.config.PAYMENT_RECONCILE_SECONDS * 1000;
  }

  protected async runOnce(): Promise<string | undefined> {
    const { settled, refunded } = await this.reconcile();
    if (settled + refunded === 0) return undefined;
    return `settled ${settled} payments and made ${refunded} refunds left open`;
  }

  /** One pass; answers how many orders it settled or refunded. */
  async reconcile(): Promise<{ settled: number; refunded: number }> {
    const unsettled = await this.db
      .select()
      .from(orders)
      .where(
        and(
          isNotNull(orders.captureStartedAt),
          not(orders.paid),
          lt(
            orders.captureStartedAt,
            sql`now() - make_interval(secs => ${this.config.PAYMENT_SETTLE_AFTER_SECONDS})`,
          ),
        ),
      )
      .orderBy(asc(orders.captureStartedAt))
      .limit(PASS_BATCH);
    let settled = 0;
    for (const order of unsettled) {
      const after = await this.payments
        .settlePayment(order, { capture: false })
        .catch(() => this.orders.byId(order.id));
      if (after.paid || !after.captureStartedAt) settled += 1;
    }
    const due = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.paid, true),
          isNull(orders.refundId),
          inArray(orders.status, [...ENDING_STATUSES]),
        ),
      )
      .orderBy(asc(orders.updatedAt))
      .limit(PASS_BATCH);
    let refunded = 0;
    for (const { id } of due) {
      if ((await this.payments.refund(id)).refundId) refunded += 1;
    }
    return { settled, refunded };
  }
}

import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { emailKey } from '../users/users.repository';
import { rateLimitCounters as counters } from './rate-limit-counters.table';
import { RATE_LIMITS, type Attempt, type RateLimit } from './rate-limits';
import { TooManyAttemptsException } from './too-many-attempts';

/** Counters whose window has passed are deleted this often. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

const windowOf = (limit: RateLimit) => sql`(${limit.windowMs}::integer * interval '1 millisecond')`;
/** Whole seconds until the counter's window ends, at least 1. */
const secondsLeft = (limit: RateLimit) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${counters.windowStartedAt} + ${windowOf(limit)} - now()))))::integer`;

function keysOf({ email, clientAddress }: Attempt) {
  return { email: `email:${emailKey(email)}`, address: `address:${clientAddress}` };
}

/**
 * Fixed-window counters in the database, per e-mail address and per client address, so that
 * neither spreading guesses over many addresses nor over many accounts gets around them.
 */
@Injectable()
export class RateLimiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RateLimiter.name);
  private pruneTimer?: NodeJS.Timeout;

  constructor(@InjectDatabase() private readonly db: Database) {}

  onModuleInit(): void {
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_INTERVAL_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }

  /**
   * Counts one attempt for the address and the client, and refuses it (429) when either went
   * over its limit. The count is taken before the attempt is made, in one statement per key, so
   * attempts that arrive together are numbered one by one and only the first ones go on.
   */
  async take(limit: RateLimit, attempt: Attempt): Promise<void> {
    const { email, address } = await this.countBoth(limit, attempt);
    const over = [
      ...(email.hits > limit.perEmail ? [email] : []),
      ...(address.hits > limit.perAddress ? [address] : []),
    ];
    if (over.length > 0)
      throw new TooManyAttemptsException(Math.max(...over.map((counter) => counter.retryAfter)));
  }

  /**
   * Gives back an attempt that was not a failure (the right password): the client's count
   * loses it, and the address's wrong tries are forgotten.
   */
  async giveBack(limit: RateLimit, attempt: Attempt): Promise<void> {
    const keys = keysOf(attempt);
    await this.forget([limit], attempt.email);
    await this.db
      .update(counters)
      .set({ hits: sql`greatest(${counters.hits} - 1, 0)` })
      .where(and(eq(counters.scope, limit.scope), eq(counters.key, keys.address)));
  }

  /** Forgets the address's counts under these limits, e.g. once its owner has a new password. */
  async forget(limits: readonly RateLimit[], email: string): Promise<void> {
    const key = keysOf({ email, clientAddress: '' }).email;
    const scopes = limits.map((limit) => limit.scope);
    await this.db
      .delete(counters)
      .where(and(inArray(counters.scope, scopes), eq(counters.key, key)));
  }

  private async countBoth(limit: RateLimit, attempt: Attempt) {
    const keys = keysOf(attempt);
    const [email, address] = await Promise.all([
      this.hit(limit, keys.email),
      this.hit(limit, keys.address),
    ]);
    return { email, address };
  }

  private async hit(limit: RateLimit, key: string): Promise<{ hits: number; retryAfter: number }> {
    const expired = sql`${counters.windowStartedAt} <= now() - ${windowOf(limit)}`;
    const [counter] = await this.db
      .insert(counters)
      .values({ scope: limit.scope, key, windowStartedAt: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: [counters.scope, counters.key],
        set: {
          hits: sql`case when ${expired} then 1 else ${counters.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${counters.windowStartedAt} end`,
        },
      })
      .returning({ hits: counters.hits, retryAfter: secondsLeft(limit) });
    return counter;
  }

  private async prune(): Promise<void> {
    try {
      for (const limit of RATE_LIMITS) {
        await this.db
          .delete(counters)
          .where(
            and(
              eq(counters.scope, limit.scope),
              lte(counters.windowStartedAt, sql`now() - ${windowOf(limit)}`),
            ),
          );
      }
    } catch (error) {
      this.logger.warn(`cannot prune rate limit counters: ${String(error)}`);
    }
  }
}

import { recordConsumerPending } from '../telemetry/metrics/event-metrics';
import type { EventsLogger } from './events-logger';

/** EVENT_LAG_ALERT's default: events one consumer may have pending before it counts as behind. */
export const DEFAULT_EVENT_LAG_ALERT = 1000;
/** How often each consumer's pending events are read from the server. */
export const LAG_CHECK_INTERVAL_MS = 30_000;

export interface ConsumerLagReport {
  /** Events waiting in the stream for the consumer or in its hand; null before the first check. */
  pending: number | null;
  /** Whether pending was over the alert at the last check. */
  behind: boolean;
}

interface LagSource {
  consumer: string;
  pending(): Promise<number>;
}

/**
 * How far behind each durable consumer is, as last checked. A consumer is logged once as it
 * passes the alert (a warning) and once as it comes back under it, not at every check: a stream
 * drops what a consumer has not read once it is older than the stream keeps events (see
 * streams.ts), so falling behind must be seen while there is time to act.
 */
export class ConsumerLag {
  private readonly pending = new Map<string, number>();
  private readonly behind = new Set<string>();

  constructor(
    private readonly alertAt: number,
    private readonly logger: EventsLogger,
  ) {}

  /** A consumer that cannot be asked (recreated, NATS away) keeps its last figures. */
  async check(sources: LagSource[]): Promise<void> {
    await Promise.all(
      sources.map(async (source) => {
        const count = await source.pending().catch(() => undefined);
        if (count !== undefined) this.record(source.consumer, count);
      }),
    );
  }

  report(consumer: string): ConsumerLagReport {
    return { pending: this.pending.get(consumer) ?? null, behind: this.behind.has(consumer) };
  }

  private record(consumer: string, pending: number): void {
    this.pending.set(consumer, pending);
    recordConsumerPending(consumer, pending);
    const figures = `${pending} events pending (EVENT_LAG_ALERT ${this.alertAt})`;
    if (pending > this.alertAt && !this.behind.has(consumer)) {
      this.behind.add(consumer);
      this.logger.warn(`${consumer} is falling behind: ${figures}`);
    } else if (pending <= this.alertAt && this.behind.delete(consumer)) {
      this.logger.log(`${consumer} has caught up: ${figures}`);
    }
  }
}

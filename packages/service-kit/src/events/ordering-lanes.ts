import type { JsMsg } from 'nats';
import { describeError, type EventsLogger } from './events-logger';
import type { Settled } from './handle-delivery';

/** Payload fields that name what an event is about, looked for in this order. */
const KEY_FIELDS = ['orderId', 'productId', 'userId'] as const;

/**
 * What an event is about, read from its payload: its order, else its product, else its user.
 * An event naming none of them (or not JSON) keeps to its subject's lane.
 */
export function orderingKey(msg: Pick<JsMsg, 'json' | 'subject'>): string {
  try {
    const payload = msg.json<{ payload?: Record<string, unknown> } | null>()?.payload;
    for (const field of KEY_FIELDS) {
      const value = payload?.[field];
      if (typeof value === 'string') return `${field}:${value.toLowerCase()}`;
    }
  } catch {
    // Not JSON: handling files it as a dead letter, in its subject's lane.
  }
  return msg.subject;
}

interface Lane {
  /** Delivered and not yet handled, in stream order. */
  waiting: JsMsg[];
  running: boolean;
  /**
   * The event at the lane's head was sent back for a retry: nothing behind it runs until it is
   * delivered again, or until this time, should another replica have taken it meanwhile.
   */
  sentBack?: { seq: number; until: number };
}

/**
 * Events of one key (one order, one product) are handled one at a time in stream order, a retried
 * one before those behind it; events of different keys run side by side. How many are in hand at
 * once is bounded by the consumer's max ack pending on the server.
 */
export class OrderingLanes {
  private readonly lanes = new Map<string, Lane>();
  private readonly inHand = new Set<Promise<void>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly handle: (msg: JsMsg) => Promise<Settled>,
    private readonly ackWaitMs: number,
    private readonly logger: EventsLogger,
  ) {
    // Events waiting behind their key's are in hand too: keep NATS from delivering them again.
    this.heartbeat = setInterval(() => this.keepWaitingInHand(), Math.max(1, ackWaitMs / 3));
    this.heartbeat.unref();
  }

  /** Takes a delivered message into its key's lane; it runs once those ahead of it settled. */
  take(msg: JsMsg): void {
    const key = orderingKey(msg);
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { waiting: [], running: false };
      this.lanes.set(key, lane);
    }
    const behind = lane.waiting.findIndex((waiting) => waiting.seq > msg.seq);
    lane.waiting.splice(behind < 0 ? lane.waiting.length : behind, 0, msg);
    if (lane.sentBack?.seq === msg.seq) lane.sentBack = undefined;
    this.advance(key, lane);
  }

  /** Resolves once every message in hand has settled; those held behind a retry stay unsettled. */
  async settled(): Promise<void> {
    while (this.inHand.size > 0) await Promise.all(this.inHand);
  }

  /** Stops keeping held messages in hand: NATS delivers them again after the ack wait. */
  close(): void {
    clearInterval(this.heartbeat);
    this.lanes.clear();
  }

  private advance(key: string, lane: Lane): void {
    if (lane.running) return;
    if (lane.sentBack && Date.now() < lane.sentBack.until) return;
    lane.sentBack = undefined;
    const next = lane.waiting.shift();
    if (!next) {
      this.lanes.delete(key);
      return;
    }
    lane.running = true;
    const run = this.handle(next)
      .then(
        ({ redeliverInMs }) => {
          if (redeliverInMs === undefined) return;
          lane.sentBack = { seq: next.seq, until: Date.now() + redeliverInMs + this.ackWaitMs };
        },
        (error: unknown) => {
          // Left unsettled: NATS delivers it again after the ack wait.
          this.logger.error(`event ${next.seq} was not settled: ${describeError(error)}`);
          lane.sentBack = { seq: next.seq, until: Date.now() + 2 * this.ackWaitMs };
        },
      )
      .finally(() => {
        this.inHand.delete(run);
        lane.running = false;
        if (this.lanes.get(key) === lane) this.advance(key, lane);
      });
    this.inHand.add(run);
  }

  private keepWaitingInHand(): void {
    for (const [key, lane] of this.lanes) {
      for (const msg of lane.waiting) msg.working();
      // A retried event another replica took does not hold its lane for ever.
      this.advance(key, lane);
    }
  }
}

import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  type ConsumerConfig,
  type ConsumerInfo,
  type JetStreamManager,
} from 'nats';
import type { EventsLogger } from './events-logger';
import { isNotFound } from './streams';

/** A durable consumer setting the code asks for that the server cannot take in place. */
export class ConsumerConfigError extends Error {
  constructor(stream: string, durable: string, field: string, current: unknown, wanted: string) {
    super(
      `Consumer "${durable}" on stream ${stream}: ${field} is "${String(current)}" on the server, ` +
        `but the code wants ${wanted}; NATS cannot change ${field} in place. Delete the consumer ` +
        `(nats consumer rm ${stream} ${durable}) to have it recreated, after checking what it has pending.`,
    );
    this.name = 'ConsumerConfigError';
  }
}

export interface WantedConsumer {
  stream: string;
  durable: string;
  filterSubject: string;
  ackWaitMs: number;
  /** Unacknowledged deliveries at once: the events a consumer has in hand. */
  maxAckPending: number;
}

/** Policies a consumer of ours may carry: created from the start, or recreated from a sequence. */
const OUR_DELIVER_POLICIES: readonly string[] = [DeliverPolicy.All, DeliverPolicy.StartSequence];

/**
 * Creates the durable consumer, or brings it to the code's settings. Ack wait, max deliveries
 * and max ack pending are updated in place; a new filter is applied by recreating the consumer
 * from its ack floor, which every server version accepts and which loses nothing unacknowledged
 * (what was acknowledged out of order comes again, and processed_events makes that a no-op).
 */
export async function ensureConsumer(
  jsm: JetStreamManager,
  wanted: WantedConsumer,
  logger: EventsLogger,
): Promise<void> {
  const { stream, durable } = wanted;
  const changeable = changeableConfig(wanted);
  const info = await consumerInfo(jsm, stream, durable);
  if (!info) {
    try {
      await jsm.consumers.add(stream, {
        ...changeable,
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        // A new consumer catches up on history; processed_events makes replays harmless.
        deliver_policy: DeliverPolicy.All,
      });
      return;
    } catch (error) {
      // Another replica created it meanwhile: bring that one into line instead.
      if (!/already (exists|in use)/i.test(String(error))) throw error;
      return ensureConsumer(jsm, wanted, logger);
    }
  }

  assertApplicable(info, wanted);
  const current = info.config;
  if (current.filter_subject !== changeable.filter_subject) {
    logger.log(
      `${durable}: filter changes from ${current.filter_subject ?? 'none'} to ${changeable.filter_subject}; recreating it from its ack floor`,
    );
    return recreateFromAckFloor(jsm, info, wanted);
  }
  if (
    current.ack_wait !== changeable.ack_wait ||
    current.max_deliver !== changeable.max_deliver ||
    current.max_ack_pending !== changeable.max_ack_pending
  ) {
    try {
      await jsm.consumers.update(stream, durable, changeable);
      logger.log(`${durable}: updated ack wait, max deliveries and max ack pending`);
    } catch (error) {
      // Servers that refuse a field in place still accept a fresh consumer with it.
      if (!/can ?not be updated|not updatable/i.test(String(error))) throw error;
      return recreateFromAckFloor(jsm, info, wanted);
    }
  }
}

function changeableConfig(wanted: WantedConsumer): Partial<ConsumerConfig> {
  return {
    filter_subject: wanted.filterSubject,
    ack_wait: nanos(wanted.ackWaitMs),
    // Unlimited on the server: the handler decides when to give up, after filing a dead letter.
    max_deliver: -1,
    max_ack_pending: wanted.maxAckPending,
  };
}

function assertApplicable(info: ConsumerInfo, { stream, durable }: WantedConsumer) {
  const { ack_policy, deliver_policy, deliver_subject } = info.config;
  if (ack_policy !== AckPolicy.Explicit) {
    throw new ConsumerConfigError(stream, durable, 'ack_policy', ack_policy, '"explicit"');
  }
  if (!OUR_DELIVER_POLICIES.includes(deliver_policy)) {
    throw new ConsumerConfigError(stream, durable, 'deliver_policy', deliver_policy, '"all"');
  }
  if (deliver_subject) {
    throw new ConsumerConfigError(
      stream,
      durable,
      'deliver_subject',
      deliver_subject,
      'a pull consumer',
    );
  }
}

async function recreateFromAckFloor(
  jsm: JetStreamManager,
  info: ConsumerInfo,
  wanted: WantedConsumer,
): Promise<void> {
  const { stream, durable } = wanted;
  await jsm.consumers.delete(stream, durable).catch((error: unknown) => {
    if (!isNotFound(error)) throw error;
  });
  await jsm.consumers.add(stream, {
    ...changeableConfig(wanted),
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: info.ack_floor.stream_seq + 1,
  });
}

async function consumerInfo(
  jsm: JetStreamManager,
  stream: string,
  durable: string,
): Promise<ConsumerInfo | undefined> {
  try {
    return await jsm.consumers.info(stream, durable);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

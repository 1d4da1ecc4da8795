import {
  COALESCED_BATCH_BYTES,
  COALESCED_BATCH_CALLS,
  coalescedAnswersSchema,
  type CoalescedAnswer,
  type CoalescedCall,
} from '@shop/contracts';
import { Logger } from '@nestjs/common';
import { GroupCommit, type Pending } from '@shop/service-kit';
import { neverSent } from '../balancing/failover';
import type { ReplicaSet } from '../balancing/replica-set';
import type { ServiceName } from '../routes';
import { timeoutMessage, unavailableMessage } from './upstream-answer';

/**
 * Batches on their way at once: what arrives while they are all out waits, so batches grow with
 * the load; two keep the service busy while one answer travels back.
 */
const BATCHES_IN_FLIGHT = 2;

interface Waiting {
  call: CoalescedCall;
  bytes: number;
}

/**
 * Group forwarding of one coalesced path: the calls that arrive while the service is busy with
 * earlier batches go to it together in one request, and each caller is answered with the answer
 * meant for it. A lone call is sent at once, so nobody waits for a batch to fill. If the batch
 * cannot be delivered, or is answered with anything but its answers, every caller in it gets
 * what a failed proxied call gets: 504 when the service did not answer in time, 503 otherwise.
 */
export class CallCoalescer {
  private readonly logger = new Logger(CallCoalescer.name);
  private readonly batches = new GroupCommit<Waiting, CoalescedAnswer>({
    inFlight: BATCHES_IN_FLIGHT,
    maxItems: COALESCED_BATCH_CALLS,
    maxSize: COALESCED_BATCH_BYTES,
    sizeOf: (waiting) => waiting.bytes,
    // Calls parsed in the same turn of the event loop leave together.
    schedule: setImmediate,
    commit: (batch) => this.send(batch),
  });

  constructor(
    private readonly service: ServiceName,
    private readonly replicas: ReplicaSet,
    private readonly batchPath: string,
    private readonly timeoutMs: number,
  ) {}

  forward(call: CoalescedCall): Promise<CoalescedAnswer> {
    const bytes = call.body.length + Object.values(call.headers).join('').length;
    return this.batches.add({ call, bytes });
  }

  private async send(batch: Array<Pending<Waiting, CoalescedAnswer>>): Promise<void> {
    let answers: CoalescedAnswer[];
    try {
      const response = await this.post(
        JSON.stringify({ calls: batch.map(({ item }) => item.call) }),
      );
      if (!response.ok) await response.body?.cancel();
      const answered = coalescedAnswersSchema.safeParse(
        response.ok ? await response.json() : undefined,
      );
      if (!answered.success || answered.data.answers.length !== batch.length)
        throw new Error(`the batch was answered ${response.status} without its answers`);
      answers = answered.data.answers;
    } catch (error) {
      // By name: fetch's DOMException may come from another realm than this module's Error.
      const { name, message } = error as { name?: string; message?: string };
      const timedOut = name === 'TimeoutError';
      this.logger.warn(`${this.service}: a batch of ${batch.length} calls failed: ${message}`);
      const failed = timedOut
        ? { status: 504, body: { success: false, message: timeoutMessage(this.service) } }
        : { status: 503, body: { success: false, message: unavailableMessage(this.service) } };
      answers = batch.map(() => failed);
    }
    batch.forEach((pending, i) => pending.resolve(answers[i]));
  }

  /** To a replica, or to another when the first refuses the connection (nothing was sent). */
  private async post(body: string): Promise<Response> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const send = (url: string) =>
      fetch(`${url}${this.batchPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal,
      });
    const url = this.replicas.pick();
    try {
      return await send(url);
    } catch (error) {
      if (!neverSent(error)) throw error;
      this.replicas.refused(url);
      const next = this.replicas.another(url);
      if (!next) throw error;
      return send(next);
    }
  }
}

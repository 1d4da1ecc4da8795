import {
  COALESCED_BATCH_BYTES,
  COALESCED_BATCH_CALLS,
  coalescedAnswersSchema,
  type CoalescedAnswer,
  type CoalescedCall,
} from '@shop/contracts';
import { Logger } from '@nestjs/common';
import { GroupCommit, type Pending } from '@shop/service-kit';
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
    private readonly batchUrl: string,
    private readonly timeoutMs: number,
  ) {}

  forward(call: CoalescedCall): Promise<CoalescedAnswer> {
    const bytes = call.body.length + Object.values(call.headers).join('').length;
    return this.batches.add({ call, bytes });
  }

  private async send(batch: Array<Pending<Waiting, CoalescedAnswer>>): Promise<void> {
    let answers: CoalescedAnswer[];
    try {
      const response = await fetch(this.batchUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ calls: batch.map(({ item }) => item.call) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
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
}

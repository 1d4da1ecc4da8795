import { z } from 'zod';
import { ANALYTICS_MESSAGES } from './analytics-api';
import { TRACK_BODY_LIMIT_BYTES, TRACK_PATH } from './track-limits';

/**
 * Calls the gateway gathers and forwards together: the storefront's beacons, thousands a
 * second from every open page, each too small to be worth a request between gateway and service
 * of its own. The gateway holds each caller until the batch's answer arrives and relays the
 * answer meant for it, so a caller learns exactly what a direct call would have told it.
 */
export const COALESCED_PATHS = [TRACK_PATH] as const;
type CoalescedPath = (typeof COALESCED_PATHS)[number];

/** Each path's largest body and how its refusal reads, as its service words them. */
export const COALESCED_BODY_LIMITS: Record<CoalescedPath, { bytes: number; message: string }> = {
  [TRACK_PATH]: {
    bytes: TRACK_BODY_LIMIT_BYTES,
    message: ANALYTICS_MESSAGES.trackBodyTooLarge,
  },
};

/** Where a service takes the batches of one of its coalesced paths; never routed publicly. */
export const coalescedBatchPath = (path: CoalescedPath) => `/internal/batch${path}`;

/** A batch closes at this many calls or this many bytes of bodies, whichever comes first. */
export const COALESCED_BATCH_CALLS = 500;
export const COALESCED_BATCH_BYTES = 256 * 1024;

/** The request headers a coalesced call carries; the gateway sets x-forwarded-for itself. */
export const COALESCED_HEADERS = [
  'content-type',
  'authorization',
  'token',
  'user-agent',
  'origin',
  'x-forwarded-for',
  'x-request-id',
] as const;

/** A header value longer than this is not forwarded: no browser sends one, and a batch holding it would be refused whole. */
export const COALESCED_HEADER_MAX_CHARS = 8192;

export const coalescedCallSchema = z.object({
  headers: z.partialRecord(z.enum(COALESCED_HEADERS), z.string().max(COALESCED_HEADER_MAX_CHARS)),
  /** The body as the caller sent it, unparsed. */
  body: z.string().max(TRACK_BODY_LIMIT_BYTES),
});
export type CoalescedCall = z.infer<typeof coalescedCallSchema>;

export const coalescedBatchSchema = z.object({
  calls: z.array(coalescedCallSchema).min(1).max(COALESCED_BATCH_CALLS),
});
export type CoalescedBatch = z.infer<typeof coalescedBatchSchema>;

export const coalescedAnswerSchema = z.object({
  status: z.number().int().min(200).max(599),
  /** The JSON body a direct call would have been answered with. */
  body: z.unknown(),
});
export type CoalescedAnswer = z.infer<typeof coalescedAnswerSchema>;

/** One answer per call, in the order of the calls. */
export const coalescedAnswersSchema = z.object({ answers: z.array(coalescedAnswerSchema) });
export type CoalescedAnswers = z.infer<typeof coalescedAnswersSchema>;

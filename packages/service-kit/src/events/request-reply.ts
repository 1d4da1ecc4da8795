import { HttpException, HttpStatus, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { NatsConnection, Subscription } from 'nats';
import { describeError, type EventsLogger } from './events-logger';

/**
 * The body of every reply: `{ data }` on success, `{ error: { status, message } }` when the
 * responder refused (status is an HTTP status, e.g. 409 for "not enough stock").
 */
export type Reply<T> = { data: T } | { error: { status: number; message: string } };

export type ReplyHandler<Req, Res> = (request: Req) => Promise<Res> | Res;

export interface ReplyOptions {
  /** Queue group, normally the service name, so replicas share the requests. */
  queue?: string;
  logger?: EventsLogger;
}

export interface RequestOptions {
  timeoutMs?: number;
  /** The 503 message the caller's client sees, e.g. 'Catalog service is unavailable. Please try again.' */
  unavailableMessage?: string;
}

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_UNAVAILABLE = 'Service is unavailable. Please try again.';

/** Answers requests on `subject`. Throw an HttpException to refuse with its status and message. */
export function replyTo<Req, Res>(
  nc: NatsConnection,
  subject: string,
  handler: ReplyHandler<Req, Res>,
  options: ReplyOptions = {},
): Subscription {
  const logger = options.logger ?? new Logger(`Reply:${subject}`);
  return nc.subscribe(subject, {
    queue: options.queue,
    callback: (err, msg) => {
      if (err) {
        logger.error(`Subscription to ${subject} failed: ${describeError(err)}`);
        return;
      }
      void answer(msg.data, handler, logger)
        .then((reply) => {
          if (!nc.isClosed()) msg.respond(JSON.stringify(reply));
        })
        // An answer that cannot be sent (too large, not serialisable, connection draining) must
        // not take the service down; the asker sees a timeout, that is, a 503.
        .catch((error: unknown) =>
          logger.error(`Could not answer on ${subject}: ${describeError(error)}`),
        );
    },
  });
}

/**
 * Asks `subject` and returns the responder's data. No responder, no answer in time or a failing
 * responder is a 503; a refusal is rethrown as an HttpException with the responder's 4xx status
 * and message.
 */
export async function requestReply<Res, Req = unknown>(
  nc: NatsConnection,
  subject: string,
  data: Req,
  options: RequestOptions = {},
): Promise<Res> {
  let reply: Reply<Res>;
  try {
    const msg = await nc.request(subject, JSON.stringify(data ?? null), {
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    reply = msg.json<Reply<Res>>();
  } catch {
    throw new ServiceUnavailableException(options.unavailableMessage ?? DEFAULT_UNAVAILABLE);
  }
  if ('error' in reply) {
    const { status, message } = reply.error;
    // A responder that broke is, to our caller, a service that is not available right now.
    if (status >= 500)
      throw new ServiceUnavailableException(options.unavailableMessage ?? DEFAULT_UNAVAILABLE);
    throw new HttpException(message, status);
  }
  return reply.data;
}

async function answer<Req, Res>(
  data: Uint8Array,
  handler: ReplyHandler<Req, Res>,
  logger: EventsLogger,
): Promise<Reply<Res | null>> {
  try {
    const request = JSON.parse(new TextDecoder().decode(data)) as Req;
    return { data: (await handler(request)) ?? null };
  } catch (error) {
    if (error instanceof HttpException) {
      return { error: { status: error.getStatus(), message: refusalMessage(error) } };
    }
    if (error instanceof SyntaxError) {
      return { error: { status: HttpStatus.BAD_REQUEST, message: 'Malformed request' } };
    }
    // Internals stay in this service's log; the caller only learns that it failed.
    logger.error(`Request failed: ${describeError(error)}`);
    return {
      error: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' },
    };
  }
}

function refusalMessage(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(', ');
  return typeof message === 'string' ? message : error.message;
}

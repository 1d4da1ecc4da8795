import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type {
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RequestGenericInterface,
  RouteGenericInterface,
} from 'fastify';
import { RETRY_AFTER_SECONDS } from '@shop/service-kit';
import { SERVICE_LABELS, type ServiceName } from '../routes';

export type AnyRequest = FastifyRequest<RequestGenericInterface, RawServerBase>;
export type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

/** The service's answer as the proxy hands it over: status and headers read, body to come. */
export interface UpstreamResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

export function unavailableMessage(service: ServiceName): string {
  return `${SERVICE_LABELS[service]} service is unavailable. Please try again later.`;
}

export function timeoutMessage(service: ServiceName): string {
  return `${SERVICE_LABELS[service]} service did not answer in time. Please try again later.`;
}

/**
 * One proxied request's way back. The deadline bounds the whole upstream answer, headers and
 * body: a service that answers slowly, or dribbles its body, cannot hold a caller longer. It
 * counts from when the caller's body is whole: before that the service is waiting on the caller,
 * whom REQUEST_TIMEOUT_MS bounds (a 408, its body cut short, so the service's request is
 * abandoned and its connection let go).
 * Before the service's status line is relayed a failure is answered in the usual envelope
 * (504 for time, 503 otherwise); once it is relayed the caller has an answer under way, and a
 * failure can only close the connection: a second answer would corrupt the first.
 */
class UpstreamAnswer {
  private timer?: NodeJS.Timeout;
  private body: Readable | undefined;
  private settled = false;

  constructor(
    request: AnyRequest,
    private readonly reply: AnyReply,
    private readonly service: ServiceName,
    /** null for an answer that lasts as long as the caller listens (server-sent events). */
    deadlineMs: number | null,
    /** Answers in place of a failure (a kept answer), true when it did. */
    private readonly standIn?: () => boolean,
  ) {
    if (deadlineMs === null) return;
    const start = () => {
      if (!this.settled) this.timer = setTimeout(() => this.expire(), deadlineMs);
    };
    if (request.raw.complete) start();
    else request.raw.once('end', start);
    reply.raw.once('close', () => {
      request.raw.off('end', start);
      clearTimeout(this.timer);
    });
  }

  relay(upstream: Readable, statusCode: number) {
    if (this.settled || (statusCode >= 500 && this.stoodIn())) {
      upstream.destroy();
      return;
    }
    this.body = upstream;
    upstream.once('error', (error) => {
      if (!this.settled) this.abandon(`upstream body failed: ${error.message}`);
    });
    void this.reply.send(upstream);
  }

  fail(error: Error & { statusCode?: number }) {
    if (this.settled) return;
    if (this.body) return this.abandon(`upstream failed: ${error.message}`);
    if (this.stoodIn()) return;
    this.answer(error.statusCode === 504 ? 504 : 503, error.message);
  }

  private expire() {
    if (this.settled) return;
    if (this.body) return this.abandon('upstream answer exceeded its deadline');
    if (this.stoodIn()) return;
    this.answer(504, 'upstream did not answer before its deadline');
  }

  private stoodIn(): boolean {
    if (!this.standIn?.()) return false;
    this.settled = true;
    clearTimeout(this.timer);
    return true;
  }

  private answer(status: 503 | 504, reason: string) {
    this.settled = true;
    clearTimeout(this.timer);
    this.reply.log.warn({ service: this.service, status, err: reason }, 'upstream failed');
    const message =
      status === 504 ? timeoutMessage(this.service) : unavailableMessage(this.service);
    if (status === 503) void this.reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void this.reply.code(status).send({ success: false, message });
  }

  private abandon(reason: string) {
    this.settled = true;
    clearTimeout(this.timer);
    this.reply.log.warn({ service: this.service, err: reason }, 'closing a relayed answer');
    this.reply.raw.destroy();
    this.body?.destroy();
  }
}

const answers = new WeakMap<object, UpstreamAnswer>();

/**
 * The proxy options that give every request to `service` a deadline and the answers above;
 * `standIn`, when given, may answer a request in place of its failure (the edge cache's stale
 * copy), a 5xx of the service's included.
 */
export function upstreamAnswers(
  service: ServiceName,
  deadlineMs: number,
  standIn?: (request: AnyRequest, reply: AnyReply) => boolean,
) {
  const standInFor = (request: AnyRequest, reply: AnyReply) =>
    standIn && (() => standIn(request, reply));
  const answerFor = (request: AnyRequest, reply: AnyReply) => {
    let answer = answers.get(request);
    if (!answer) {
      answer = new UpstreamAnswer(request, reply, service, deadlineMs, standInFor(request, reply));
      answers.set(request, answer);
    }
    return answer;
  };
  return {
    /** Runs last before the request is forwarded: the deadline counts once its body is whole. */
    startDeadline: (request: AnyRequest, reply: AnyReply) => {
      answers.set(
        request,
        new UpstreamAnswer(request, reply, service, deadlineMs, standInFor(request, reply)),
      );
    },
    /** Instead of startDeadline, for an answer that streams as long as the caller listens. */
    startStream: (request: AnyRequest, reply: AnyReply) => {
      answers.set(request, new UpstreamAnswer(request, reply, service, null));
    },
    onResponse: (
      request: AnyRequest,
      reply: AnyReply,
      res: UpstreamResponse,
      observe?: (answered: UpstreamResponse) => Readable,
    ) => {
      const answer = answerFor(request, reply);
      answer.relay(observe && res.statusCode < 500 ? observe(res) : res.stream, res.statusCode);
    },
    onError: (reply: AnyReply, { error }: { error: Error }) => {
      answerFor(reply.request, reply).fail(error);
    },
  };
}

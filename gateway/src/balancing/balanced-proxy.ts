import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import type { AnyReply, AnyRequest } from '../proxy/upstream-answer';
import { forwardedBody } from '../proxy/forwarded-body';
import { mayTryAnotherReplica, neverSent } from './failover';
import type { ReplicaSet } from './replica-set';

/**
 * The @fastify/http-proxy options that spread a service's requests over its replicas. The proxy
 * asks `getUpstream` once per request (with no fixed `upstream`, reply-from connects to whatever
 * origin it names); `handler` sends the request there and, when it fails before any answer in a
 * way failover.ts allows, once more to another ready replica. Everything else (deadlines, edge
 * cache, streams, refusals) sees one request and one answer, as with a single replica.
 */
export function balancedProxy(replicas: ReplicaSet) {
  const chosen = new WeakMap<object, string>();
  return {
    upstream: '',
    getUpstream: (request: AnyRequest): string => {
      const url = replicas.pick();
      chosen.set(request, url);
      return url;
    },
    handler: (request: AnyRequest, reply: AnyReply, dest: string, options: FastifyReplyFromHooks) =>
      reply.from(dest, {
        ...options,
        onError: (failed, failure) => {
          const url = chosen.get(request)!;
          if (neverSent(failure.error)) replicas.refused(url);
          const next =
            !failed.sent && mayTryAnotherReplica(request.method, failure.error)
              ? replicas.another(url)
              : undefined;
          if (!next) return options.onError!(failed, failure);
          failed.log.info(
            { from: url, to: next, err: failure.error.message },
            'trying another replica',
          );
          // The first attempt's stream is gone; the caller's body was not read (never sent).
          if (request.body instanceof Readable)
            request.body = forwardedBody(request.raw as IncomingMessage);
          failed.from(dest, {
            ...options,
            getUpstream: () => next,
            onError: (again, second) => {
              if (neverSent(second.error)) replicas.refused(next);
              options.onError!(again, second);
            },
          });
        },
      }),
  };
}

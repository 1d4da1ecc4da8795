import { DEAD_LETTER_PREFIX, RPC, STREAMS } from '@shop/contracts';

/**
 * Platforms that share one nats-server keep apart by a namespace: every wire subject gets the
 * prefix `<namespace>.` and every stream the prefix `<NAMESPACE>_`. Durable consumer names live
 * inside their stream, so they need no prefix. The empty namespace leaves names as they are.
 * Code outside the event layer always speaks in plain subjects.
 */
export const NAMESPACE_PATTERN = /^[a-z0-9-]*$/;

/** First subject tokens of the platform's own spaces: a namespace equal to one would overlap them. */
export const RESERVED_NAMESPACES: readonly string[] = [
  ...Object.values(STREAMS).map((wildcard) => wildcard.split('.')[0]),
  DEAD_LETTER_PREFIX,
  ...Object.values(RPC).map((pattern) => pattern.split('.')[0]),
];

export function assertNamespace(namespace: string): void {
  if (!NAMESPACE_PATTERN.test(namespace)) {
    throw new Error(`NATS namespace "${namespace}" may only hold a-z, 0-9 and -`);
  }
  if (RESERVED_NAMESPACES.includes(namespace)) {
    throw new Error(`NATS namespace "${namespace}" would overlap the platform's own subjects`);
  }
}

/** The subject on the wire for a plain subject, e.g. ('shop-a', 'order.placed') -> 'shop-a.order.placed'. */
export function natsSubject(namespace: string, subject: string): string {
  return namespace ? `${namespace}.${subject}` : subject;
}

/** The plain subject of a wire subject; the inverse of natsSubject. */
export function plainSubject(namespace: string, wireSubject: string): string {
  const prefix = `${namespace}.`;
  return namespace && wireSubject.startsWith(prefix)
    ? wireSubject.slice(prefix.length)
    : wireSubject;
}

/** The stream's name on the server, e.g. ('shop-a', 'ORDER') -> 'SHOP_A_ORDER'. */
export function natsStreamName(namespace: string, stream: string): string {
  return namespace ? `${namespace.toUpperCase().replace(/-/g, '_')}_${stream}` : stream;
}

import type { PlaceOrderRequest } from './order-api';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** JSON text of a value whose objects' keys are written in one order, however they were built. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => byText(a, b)))
      : part,
  );
}

/**
 * What a checkout attempt asks for, as text: one Idempotency-Key may only ever mean this. Every
 * field of the request counts, whatever order its keys or its cart lines come in. The storefront
 * keeps an attempt's key while this stays the same; the order service refuses a key sent again
 * with another. Plain text rather than a hash, so the browser needs no digest to compare two.
 */
export function checkoutFingerprint(request: PlaceOrderRequest): string {
  const lines = request.items.map((line) => ({ line, text: canonicalJson(line) }));
  lines.sort((a, b) => byText(a.text, b.text));
  return canonicalJson({ ...request, items: lines.map(({ line }) => line) });
}

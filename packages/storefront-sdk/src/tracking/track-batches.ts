import { TRACK_BATCH_LIMIT, TRACK_BODY_LIMIT_BYTES } from '@shop/contracts';

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * Cuts the items into JSON bodies the analytics service takes: at most TRACK_BATCH_LIMIT items
 * and TRACK_BODY_LIMIT_BYTES each. An item too large on its own would be refused whole, so it
 * is left out rather than sent.
 */
export function trackBatches(items: readonly unknown[]): string[] {
  const bodies: string[] = [];
  let batch: string[] = [];
  let bytes = 2; // the brackets
  const close = () => {
    if (batch.length > 0) bodies.push(`[${batch.join(',')}]`);
    batch = [];
    bytes = 2;
  };
  for (const item of items) {
    const json = JSON.stringify(item);
    const size = byteLength(json);
    if (size + 2 > TRACK_BODY_LIMIT_BYTES) continue;
    if (batch.length === TRACK_BATCH_LIMIT || bytes + size + 1 > TRACK_BODY_LIMIT_BYTES) close();
    batch.push(json);
    bytes += size + (batch.length > 1 ? 1 : 0);
  }
  close();
  return bodies;
}

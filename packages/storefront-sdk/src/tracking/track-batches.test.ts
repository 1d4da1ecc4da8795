import { TRACK_BATCH_LIMIT, TRACK_BODY_LIMIT_BYTES } from '@shop/contracts';
import { trackBatches } from './track-batches';

const byteLength = (text: string) => new TextEncoder().encode(text).length;

describe('track batches', () => {
  it('hold at most the batch limit of items', () => {
    const items = Array.from({ length: TRACK_BATCH_LIMIT + 1 }, (_, index) => ({
      path: `/${index}`,
    }));
    const bodies = trackBatches(items).map((body) => JSON.parse(body) as unknown[]);
    expect(bodies.map((body) => body.length)).toEqual([TRACK_BATCH_LIMIT, 1]);
    expect(bodies.flat()).toEqual(items);
  });

  it('stay within the body limit, and leave out an item too large to send', () => {
    const title = 'é'.repeat(4000); // 8 KB of UTF-8 each
    const items = [...Array.from({ length: 6 }, () => ({ title })), { title: 'x'.repeat(40000) }];
    const bodies = trackBatches(items);
    expect(bodies.every((body) => byteLength(body) <= TRACK_BODY_LIMIT_BYTES)).toBe(true);
    expect(bodies.flatMap((body) => JSON.parse(body) as unknown[])).toEqual(items.slice(0, 6));
  });
});

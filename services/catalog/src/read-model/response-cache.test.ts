import { gunzipSync } from 'node:zlib';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  let now = 0;
  const cache = (maxBytes = 1_000_000) =>
    new ResponseCache({ ttlMs: 1000, maxBytes, now: () => now });
  beforeEach(() => {
    now = 0;
  });

  it('keeps the answer serialised, gzipped, with a weak ETag that follows the content', () => {
    const c = cache();
    const stored = c.store(c.ticket(), 'product:a', { name: 'Oxford' }, ['a'], { isProduct: true });
    expect(JSON.parse(stored.json.toString())).toEqual({ name: 'Oxford' });
    expect(gunzipSync(stored.gzip).equals(stored.json)).toBe(true);
    expect(stored.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(c.get('product:a')).toBe(c.get('product:a'));
    const other = c.store(c.ticket(), 'product:b', { name: 'Derby' }, ['b'], { isProduct: true });
    expect(other.etag).not.toBe(stored.etag);
  });

  it('drops, on a product change, the answers showing it and every list, but not other products', () => {
    const c = cache();
    c.store(c.ticket(), 'product:a', {}, ['a', 'b'], { isProduct: true });
    c.store(c.ticket(), 'product:c', {}, ['c'], { isProduct: true });
    c.store(c.ticket(), 'search:boots', {}, ['c']);
    c.productChanged('b');
    expect(c.get('product:a')).toBeUndefined();
    expect(c.get('search:boots')).toBeUndefined();
    expect(c.get('product:c')).toBeDefined();
  });

  it('does not keep an answer read before a change that arrived while it was being read', () => {
    const c = cache();
    const ticket = c.ticket();
    c.productChanged('a');
    const answer = c.store(ticket, 'product:a', { stale: true }, ['a'], { isProduct: true });
    expect(answer.json.length).toBeGreaterThan(0);
    expect(c.get('product:a')).toBeUndefined();
  });

  it('keeps the answer of a later reader when an earlier one stores after it', () => {
    const c = cache();
    const earlier = c.ticket();
    const later = c.ticket();
    c.store(later, 'product:a', { stock: 4 }, ['a'], { isProduct: true });
    // The earlier reader read the row before a change whose event has not arrived yet.
    c.store(earlier, 'product:a', { stock: 5 }, ['a'], { isProduct: true });
    expect(JSON.parse(c.get('product:a')!.json.toString())).toEqual({ stock: 4 });
  });

  it('forgets an answer after its time to live', () => {
    const c = cache();
    c.store(c.ticket(), 'list:all', {}, []);
    now = 999;
    expect(c.get('list:all')).toBeDefined();
    now = 1000;
    expect(c.get('list:all')).toBeUndefined();
  });

  it('lets the least recently read answers go beyond its memory', () => {
    const body = { text: 'x'.repeat(400) };
    const one = new ResponseCache({ ttlMs: 1000, maxBytes: 10_000 }).store(
      { sequence: 0 },
      'k',
      body,
      [],
    );
    const entryBytes = one.json.length + one.gzip.length + 'list:1'.length * 2;
    const c = cache(entryBytes * 2);
    c.store(c.ticket(), 'list:1', body, []);
    c.store(c.ticket(), 'list:2', body, []);
    c.get('list:1');
    c.store(c.ticket(), 'list:3', body, []);
    expect(c.get('list:2')).toBeUndefined();
    expect(c.get('list:1')).toBeDefined();
    expect(c.get('list:3')).toBeDefined();
  });

  it('starts over when cleared', () => {
    const c = cache();
    c.store(c.ticket(), 'product:a', {}, ['a'], { isProduct: true });
    c.clear();
    expect(c.size).toBe(0);
  });

  it('keeps what a change or age retired aside for stale-if-error, marked stale, and no longer', () => {
    const c = new ResponseCache({
      ttlMs: 1000,
      maxBytes: 1_000_000,
      staleIfErrorMs: 5000,
      now: () => now,
    });
    c.store(c.ticket(), 'product:a', { name: 'Oxford' }, ['a'], { isProduct: true });
    c.store(c.ticket(), 'search:boots', { n: 1 }, ['a']);
    expect(c.stale('product:a')).toBeUndefined();
    c.productChanged('a');
    expect(c.get('product:a')).toBeUndefined();
    expect(c.stale('product:a')).toMatchObject({ stale: true });
    expect(JSON.parse(c.stale('search:boots')!.json.toString())).toEqual({ n: 1 });
    c.store(c.ticket(), 'product:a', { name: 'Derby' }, ['a'], { isProduct: true });
    expect(c.stale('product:a')).toBeUndefined();
    now = 2000;
    expect(c.get('product:a')).toBeUndefined();
    expect(JSON.parse(c.stale('product:a')!.json.toString())).toEqual({ name: 'Derby' });
    now = 7001;
    expect(c.stale('product:a')).toBeUndefined();
  });
});

import { EdgeCache } from './edge-cache';

const answer = (text: string) => ({
  status: 200 as const,
  headers: { etag: `W/"${text}"` },
  body: Buffer.from(text),
  etag: `W/"${text}"`,
});

describe('EdgeCache', () => {
  let now = 0;
  const cache = (maxBytes = 10_000) => {
    const made = new EdgeCache({ maxBytes, ttlMs: 1000, now: () => now });
    made.setLive(true);
    return made;
  };

  beforeEach(() => {
    now = 0;
  });

  it('keeps nothing and serves nothing while it is not live', () => {
    const idle = new EdgeCache({ maxBytes: 10_000, ttlMs: 1000 });
    expect(idle.set('a', answer('a'), idle.ticket())).toBe(false);
    idle.setLive(true);
    idle.set('a', answer('a'), idle.ticket());
    idle.setLive(false);
    expect(idle.get('a')).toBeUndefined();
  });

  it('refuses an answer fetched before a purge', () => {
    const edge = cache();
    const asked = edge.ticket();
    edge.purge();
    expect(edge.set('a', answer('a'), asked)).toBe(false);
    expect(edge.get('a')).toBeUndefined();
  });

  it('keeps the answer of a later request when an earlier one ends after it', () => {
    const edge = cache();
    const earlier = edge.ticket();
    const later = edge.ticket();
    expect(edge.set('a', answer('new'), later)).toBe(true);
    // The earlier request read the product before a change whose event has not arrived yet.
    expect(edge.set('a', answer('old'), earlier)).toBe(false);
    expect(edge.get('a')?.body.toString()).toBe('new');
  });

  it('asks again once an answer is older than its time', () => {
    const edge = cache();
    edge.set('a', answer('a'), edge.ticket());
    now = 999;
    expect(edge.get('a')?.body.toString()).toBe('a');
    now = 1000;
    expect(edge.get('a')).toBeUndefined();
  });

  it('lets the least recently read go first beyond its memory', () => {
    const one = answer('x'.repeat(100));
    const edge = cache(700);
    edge.set('a', one, edge.ticket());
    edge.set('b', one, edge.ticket());
    edge.get('a');
    edge.set('c', one, edge.ticket());
    expect(edge.get('b')).toBeUndefined();
    expect(edge.get('a')).toBeDefined();
    expect(edge.get('c')).toBeDefined();
  });

  it('keeps what a purge or age dropped aside for stale-if-error, and no longer', () => {
    const edge = new EdgeCache({
      maxBytes: 10_000,
      ttlMs: 1000,
      staleIfErrorMs: 5000,
      now: () => now,
    });
    edge.setLive(true);
    edge.set('a', answer('a'), edge.ticket());
    edge.set('b', answer('b'), edge.ticket());
    expect(edge.stale('a')).toBeUndefined();
    edge.purge();
    expect(edge.get('a')).toBeUndefined();
    expect(edge.stale('a')?.body.toString()).toBe('a');
    now = 1500;
    expect(edge.stale('b')?.body.toString()).toBe('b');
    now = 5001;
    expect(edge.stale('a')).toBeUndefined();
    edge.set('c', answer('c'), edge.ticket());
    now = 7000;
    expect(edge.get('c')).toBeUndefined();
    expect(edge.stale('c')?.body.toString()).toBe('c');
  });
});

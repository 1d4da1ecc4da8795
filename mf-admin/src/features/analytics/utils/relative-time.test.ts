import { relativeTime } from './relative-time';

const NOW = new Date('2026-03-04T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1m ago'],
    [59 * 60_000 + 59_999, '59m ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000 + 3_599_999, '23h ago'],
  ])('reads %i ms ago as %s', (ms, expected) => {
    expect(relativeTime(before(ms), NOW)).toBe(expected);
  });

  it('gives the date once 24 hours have passed', () => {
    expect(relativeTime(before(24 * 3_600_000), NOW)).toBe('Mar 3, 2026');
    expect(relativeTime('2026-01-15T08:30:00.000Z', NOW)).toBe('Jan 15, 2026');
  });

  it('reads a time slightly ahead of the clock as just now', () => {
    expect(relativeTime(new Date(NOW.getTime() + 5_000).toISOString(), NOW)).toBe('Just now');
  });
});

import { parseEventNames } from './event-stream';

describe('reading server-sent events', () => {
  it('names each complete event and keeps the unfinished one for later', () => {
    const first = parseEventNames(
      'event: analytics\ndata: {"kind":"visit"}\n\n: a comment\n\nevent: heartbeat\ndata: \n\nevent: analytics\ndata: {"ki',
    );
    expect(first.names).toEqual(['analytics', 'heartbeat']);
    const second = parseEventNames(`${first.rest}nd":"order"}\r\n\r\ndata: plain\n\n`);
    expect(second.names).toEqual(['analytics', 'message']);
    expect(second.rest).toBe('');
  });
});

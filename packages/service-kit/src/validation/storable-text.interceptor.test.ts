import { BadRequestException } from '@nestjs/common';
import { ERROR_MESSAGES } from '../errors/error-messages';
import { refuseUnstorableText, type RequestText } from './storable-text.interceptor';

// Node's HTTP parser and Express's decoders turn the bytes of a lone surrogate into U+FFFD (or a
// 400) before a query or header value reaches a route (see the service app's HTTP behaviour), so
// these requests are built here: they must be refused however they came to be.
const request = (parts: Partial<RequestText>) =>
  ({ params: {}, query: {}, headers: {}, body: undefined, ...parts }) as RequestText;

describe('text the database cannot store, anywhere in a request', () => {
  it.each([
    ['a query value', { query: { q: 'boot\ud800' } }, 'q'],
    ['a header value', { headers: { 'x-note': '\udfff' } }, 'x-note'],
    ['a route parameter', { params: { id: '\ud800' } }, 'id'],
    ['a key of the body', { body: { note: { '\udc00': 1 } } }, 'note'],
  ])('refuses a lone surrogate in %s, naming it', (_, parts, at) => {
    const refusal = () => refuseUnstorableText(request(parts));
    expect(refusal).toThrow(BadRequestException);
    expect(refusal).toThrow(`${at}: ${ERROR_MESSAGES.illFormedText}`);
  });

  it('lets well-formed text through', () => {
    const parts = { query: { q: 'boot 👢' }, headers: { 'user-agent': 'x' }, body: 'plain' };
    expect(() => refuseUnstorableText(request(parts))).not.toThrow();
  });
});

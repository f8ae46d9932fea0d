import { describe, expect, it } from 'vitest';
import { scrollMove } from '../lib/scroll-keeping.ts';

const none = { first: '', last: '' };

describe('the chat room keeps its scroll position', () => {
  it('opens at the newest message', () => {
    expect(scrollMove(none, { first: 'a', last: 'c' }, false, false)).toBe('to-bottom');
    expect(scrollMove(none, none, true, false)).toBe('none');
  });

  it('older history paged in above keeps what the fan reads where it is, even if a new message came too', () => {
    expect(scrollMove({ first: 'm', last: 'z' }, { first: 'a', last: 'z' }, false, false)).toBe('keep-from-bottom');
    expect(scrollMove({ first: 'm', last: 'y' }, { first: 'a', last: 'z' }, true, false)).toBe('keep-from-bottom');
  });

  it('a new message follows a fan at the bottom or who sent it; one reading older messages stays put', () => {
    expect(scrollMove({ first: 'a', last: 'y' }, { first: 'a', last: 'z' }, true, false)).toBe('to-bottom');
    expect(scrollMove({ first: 'a', last: 'y' }, { first: 'a', last: 'z' }, false, true)).toBe('to-bottom');
    expect(scrollMove({ first: 'a', last: 'y' }, { first: 'a', last: 'z' }, false, false)).toBe('none');
    // At 5,000 messages the chat layer drops the oldest as one arrives: the first changes, but no history came.
    expect(scrollMove({ first: 'a', last: 'y' }, { first: 'b', last: 'z' }, false, true, false)).toBe('to-bottom');
    expect(scrollMove({ first: 'a', last: 'y' }, { first: 'b', last: 'z' }, false, false, false)).toBe('none');
    // A status or a revoke changes no end: nothing moves.
    expect(scrollMove({ first: 'a', last: 'z' }, { first: 'a', last: 'z' }, true, true)).toBe('none');
  });
});

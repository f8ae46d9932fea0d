import { describe, expect, it } from 'vitest';
import { identityChange } from '../identity-change.ts';

const ana = (userSig: string) => ({ userID: '101', userSig });
const bia = { userID: '102', userSig: 'b1' };

describe('following the session: what a change of chat identity asks of the SDK', () => {
  it('logs in a user who logs in, and logs out one who logs out or is replaced by another', () => {
    expect(identityChange(null, ana('a1'))).toBe('login');
    expect(identityChange(ana('a1'), null)).toBe('logout');
    expect(identityChange(ana('a1'), bia)).toBe('logout');
    expect(identityChange(null, null)).toBe('none');
  });

  it('keeps the session of a user whose signature is renewed, so an open chat never empties', () => {
    expect(identityChange(ana('a1'), ana('a2'))).toBe('none');
  });
});

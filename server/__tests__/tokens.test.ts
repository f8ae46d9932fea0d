import { describe, expect, it } from 'vitest';
import { RateLimit } from '../security/rate-limit.ts';
import { signImUser, verifyImUser } from '../security/tokens.ts';

describe('chat user signatures (checked by the IM gateway)', () => {
  const secret = 'test-secret';
  it('accept a genuine, unexpired signature and refuse a forged, foreign or expired one', () => {
    const signature = signImUser(secret, 'u42', 2000);
    expect(verifyImUser(secret, 'u42', signature, 1000)).toBe(true);
    expect(verifyImUser(secret, 'u43', signature, 1000)).toBe(false);
    expect(verifyImUser('other-secret', 'u42', signature, 1000)).toBe(false);
    expect(verifyImUser(secret, 'u42', signature, 2000)).toBe(false);
    expect(verifyImUser(secret, 'u42', '2000.forged', 1000)).toBe(false);
  });
});

describe('rate limit', () => {
  it('blocks after the attempts of a window, and forgets the oldest keys past its bound', () => {
    let now = 0;
    const limit = new RateLimit(2, 1000, () => now, 3);
    expect([limit.hit('a'), limit.hit('a'), limit.hit('a')]).toEqual([true, true, false]);
    expect(limit.blocked('a')).toBe(true);
    now = 1000;
    expect(limit.blocked('a')).toBe(false);
    for (const key of ['b', 'c', 'd', 'e']) limit.hit(key);
    limit.hit('b');
    expect(limit.blocked('b')).toBe(false);
  });
});

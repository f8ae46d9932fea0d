import { describe, expect, it } from 'vitest';
import { isBenefitExpired, validityDate } from '../benefit-rules.ts';

describe("a benefit's validity", () => {
  it("is the server's day (China Standard Time), written as each language writes dates", () => {
    // 16:30 UTC is already the next day in Beijing.
    const expiresAt = Date.parse('2026-07-01T16:30:00Z') / 1000;
    expect(validityDate(expiresAt, 'zh-CN')).toBe('2026/07/02');
    expect(validityDate(expiresAt, 'pt-BR')).toBe('02/07/2026');
  });

  it('ends at its expiry second: usable before, expired from then on (as the server lists it)', () => {
    const expiresAt = Date.parse('2026-07-01T16:30:00Z') / 1000;
    expect(isBenefitExpired(expiresAt, expiresAt * 1000 - 1)).toBe(false);
    expect(isBenefitExpired(expiresAt, expiresAt * 1000)).toBe(true);
    expect(isBenefitExpired(expiresAt, expiresAt * 1000 + 86_400_000)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { validityDate } from '../benefit-display.ts';

describe('a benefit\'s validity date', () => {
  it('is the server\'s day (China Standard Time), written as each language writes dates', () => {
    // 16:30 UTC is already the next day in Beijing.
    const expiresAt = Date.parse('2026-07-01T16:30:00Z') / 1000;
    expect(validityDate(expiresAt, 'zh-CN')).toBe('2026/07/02');
    expect(validityDate(expiresAt, 'pt-BR')).toBe('02/07/2026');
  });
});

import { describe, expect, it } from 'vitest';
import { charCount, fitsBody, fitsLength, instantOf, isBadInstant, paragraphsOf } from '../form-rules.ts';

// The operators' forms' rules, imported by the console (console/validation) and the server (server/domain) alike.
describe("the operators' form rules both sides check", () => {
  it('counts characters once trimmed, a character outside the BMP once', () => {
    expect(charCount('  决赛 ')).toBe(2);
    expect(charCount('⚽𝔾')).toBe(2);
    expect([fitsLength('', 3), fitsLength('   ', 3), fitsLength('abc', 3), fitsLength('abcd', 3)]).toEqual([false, false, true, false]);
  });

  it('reads a body as its non-blank lines, within a paragraph count and a character count as written', () => {
    expect(paragraphsOf(' 第一段 \r\n\n  \n第二段')).toEqual(['第一段', '第二段']);
    const limits = { body: 10, paragraphs: 2 };
    expect(fitsBody('\n \n', limits)).toBe(false);
    expect(fitsBody('一\n二', limits)).toBe(true);
    expect(fitsBody('一\n二\n三', limits)).toBe(false);
    expect(fitsBody('一'.repeat(11), limits)).toBe(false);
  });

  it('tells a blank time (none) from one that is no time', () => {
    expect(instantOf('2026-06-01T10:00:00Z')?.toISOString()).toBe('2026-06-01T10:00:00.000Z');
    expect([instantOf(''), instantOf('  '), instantOf(null), instantOf('tomorrow')]).toEqual([null, null, null, null]);
    expect([isBadInstant(''), isBadInstant(undefined), isBadInstant('tomorrow'), isBadInstant('2026-06-01T10:00')]).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});

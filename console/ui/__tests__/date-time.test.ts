import { describe, expect, it } from 'vitest';
import { dateTimeText, numberText } from '../date-time.ts';

// One rule for every time the console shows (docs/decisions.md "Dates in the console").
describe("the console's dates", () => {
  const iso = '2026-06-01T12:05:00Z';
  const seconds = Date.parse(iso) / 1000;
  const written = (locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });

  it('writes Portuguese (Brazil) for pt-BR and Chinese for every other language, the console first one', () => {
    expect(dateTimeText(iso, 'pt-BR')).toBe(written('pt-BR'));
    expect(dateTimeText(iso, 'zh')).toBe(written('zh-CN'));
    expect(dateTimeText(iso, 'en')).toBe(written('zh-CN'));
    expect(dateTimeText(iso, 'pt-BR')).not.toBe(dateTimeText(iso, 'zh'));
  });

  it('reads the fan API unix seconds as the same instant as ISO text', () => {
    expect(dateTimeText(seconds, 'zh')).toBe(dateTimeText(iso, 'zh'));
  });

  it('shows none as a dash, or the word a screen gives', () => {
    expect([dateTimeText(null, 'zh'), dateTimeText(undefined, 'pt-BR'), dateTimeText('', 'zh')]).toEqual(['—', '—', '—']);
    expect(dateTimeText(null, 'zh', '从未')).toBe('从未');
  });

  it("groups counts and amounts in the operator's language by the same rule, never the browser's", () => {
    expect(numberText(1234567, 'pt-BR')).toBe('1.234.567');
    expect(numberText(1234567, 'zh')).toBe('1,234,567');
    expect(numberText(-1500, 'pt-BR')).toBe('-1.500');
  });
});

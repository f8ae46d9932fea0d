import { describe, expect, it } from 'vitest';
import { splitByKeyword } from '../lib/highlight.ts';
import { normaliseKeyword } from '../lib/keyword.ts';

const marked = (text: string, keyword: string) =>
  splitByKeyword(text, keyword)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('search results highlight the keyword as text', () => {
  it('marks every occurrence, ignoring case as the server does', () => {
    expect(marked('北京联 vs 北京雄狮', '北京')).toBe('[北京]联 vs [北京]雄狮');
    expect(marked('Beijing United', 'united')).toBe('Beijing [United]');
    expect(marked('NBA', 'nba')).toBe('[NBA]');
  });

  it('treats the keyword literally: regular-expression characters and markup are plain text', () => {
    expect(marked('a.b (c) a+b', 'a+b')).toBe('a.b (c) [a+b]');
    expect(marked('x.y', '.')).toBe('x[.]y');
    const markup = '<img src=x onerror=alert(1)>';
    expect(splitByKeyword(`team ${markup}`, markup)).toEqual([
      { text: 'team ', match: false },
      { text: markup, match: true },
    ]);
  });

  it('leaves text without the keyword whole, and drops empty parts', () => {
    expect(splitByKeyword('Rovers', 'city')).toEqual([{ text: 'Rovers', match: false }]);
    expect(splitByKeyword('城', '城')).toEqual([{ text: '城', match: true }]);
    expect(splitByKeyword('', '城')).toEqual([]);
    expect(splitByKeyword('城', '')).toEqual([{ text: '城', match: false }]);
  });
});

describe('the keyword searched with', () => {
  it('is trimmed, and empty means no search', () => {
    expect(normaliseKeyword('  北京 ')).toBe('北京');
    expect(normaliseKeyword('   ')).toBe('');
    expect(normaliseKeyword(null)).toBe('');
  });

  it('is cut to the 30 characters the server accepts (docs/api.md), counting characters, not UTF-16 units', () => {
    expect(normaliseKeyword('x'.repeat(40))).toHaveLength(30);
    expect(Array.from(normaliseKeyword('⚽'.repeat(40)))).toHaveLength(30);
  });
});

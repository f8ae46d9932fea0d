import { describe, expect, it } from 'vitest';
import { checkWritten } from '../manifest/ajv-issues.ts';

/** The problem the schema check reports for one theme colour. */
function problemOf(pointer: string, theme: Record<string, unknown>) {
  const problems = checkWritten({ brand: 'gola', theme }).filter((p) => p.pointer === pointer);
  expect(problems).toHaveLength(1);
  return problems[0];
}

describe('a hex colour typo', () => {
  it('suggests the # that is missing, or the digit typed twice', () => {
    expect(problemOf('/theme/primary', { primary: 'c6f432' })).toMatchObject({
      code: 'invalid-format',
      message: '"c6f432" is not a colour: it lacks the leading #',
      suggestion: '#c6f432',
    });
    expect(problemOf('/theme/primary', { primary: '#c6f4322' })).toMatchObject({ suggestion: '#c6f432' });
    expect(problemOf('/theme/onPrimary', { onPrimary: '0xc6f432' }).suggestion).toBe('#c6f432');
    expect(problemOf('/theme/accent', { accent: 'c6f432' }).suggestion).toBe('#c6f432');
  });

  it('says a digit is missing and offers the colours a doubled key typed once would make, without picking one', () => {
    const problem = problemOf('/theme/primary', { primary: '#ffc00' });
    expect(problem.message).toBe(
      '"#ffc00" has 5 hex digits, one is missing: a colour has 6 (#rrggbb) or 3 (#rgb); did you mean "#fffc00", "#ffcc00" or "#ffc000"? Else add the digit left out',
    );
    expect(problem.suggestion).toBeUndefined();
    expect(problemOf('/theme/primary', { primary: 'c6f43' }).message).toContain(
      'did you mean "#cc6f43", "#c66f43", "#c6ff43", "#c6f443" or "#c6f433"?',
    );
  });

  it('names the character that is not a hex digit, and never shows the raw pattern', () => {
    const problem = problemOf('/theme/dark/surface', { dark: { surface: '#12345g' } });
    expect(problem.message).toContain('has "g", which is not a hex digit');
    expect(problem.message).not.toContain('[0-9a-fA-F]');
  });

  it('accepts #rgb, #rrggbb and an empty accent', () => {
    expect(checkWritten({ brand: 'gola', theme: { primary: '#c6f432', onPrimary: '#000', accent: '' } })).toEqual([]);
  });
});

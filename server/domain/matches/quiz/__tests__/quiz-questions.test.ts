import { describe, expect, it } from 'vitest';
import { openingLines, footballOutlook, basketballOutlook } from '../../simulation/opening-odds.ts';
import { payoutOf, quizQuestions, winningChoice } from '../quiz-questions.ts';

describe('quiz questions (docs/decisions.md "Match quiz")', () => {
  it('asks who wins with a draw in football and without one in basketball, and the total against the line', () => {
    const football = quizQuestions(1, openingLines(7, 1, footballOutlook(1.6, 1.1)));
    expect(football.map((q) => [q.key, q.line, q.options.map((o) => o.key)])).toEqual([
      ['result', null, ['home', 'draw', 'away']],
      ['total', 2.5, ['over', 'under']],
    ]);
    const basketball = quizQuestions(2, openingLines(8, 2, basketballOutlook(112, 106)));
    expect(basketball[0].options.map((o) => o.key)).toEqual(['home', 'away']);
    expect(basketball[1].line! % 1).toBe(0.5);
    // The favourite pays less; every question carries the house's 6 % (two-decimal odds round it a little).
    expect(football[0].options[0].odds).toBeLessThan(football[0].options[2].odds);
    for (const question of [...football, ...basketball])
      expect(question.options.reduce((sum, o) => sum + 1 / o.odds, 0)).toBeCloseTo(1.06, 1);
    expect(quizQuestions(1, [])).toEqual([]);
  });

  it('takes the answer from the final score; a level basketball score has none and is refunded', () => {
    expect(winningChoice(1, 'result', null, { home: 2, away: 1 })).toBe('home');
    expect(winningChoice(1, 'result', null, { home: 1, away: 1 })).toBe('draw');
    expect(winningChoice(2, 'result', null, { home: 100, away: 101 })).toBe('away');
    expect(winningChoice(2, 'result', null, { home: 99, away: 99 })).toBeNull();
    expect(winningChoice(1, 'total', 2.5, { home: 2, away: 1 })).toBe('over');
    expect(winningChoice(1, 'total', 2.5, { home: 1, away: 1 })).toBe('under');
    expect(winningChoice(2, 'total', 211.5, { home: 105, away: 106 })).toBe('under');
  });

  it('pays stake times the odds kept, rounded down to whole gold', () => {
    expect(payoutOf(1_000, 190)).toBe(1_900);
    expect(payoutOf(100, 115)).toBe(115);
    expect(payoutOf(333, 187)).toBe(622);
  });
});

import { priced, type OpeningLine } from '../simulation/opening-odds.ts';

/** The match quiz's questions (docs/decisions.md "Match quiz"): who wins, and the total score against a line. */
export type QuestionKey = 'result' | 'total';
export type Choice = 'home' | 'draw' | 'away' | 'over' | 'under';

export interface QuizOption {
  key: Choice;
  /** Decimal odds offered now; an answer keeps the odds it was given. */
  odds: number;
}

export interface QuizQuestion {
  key: QuestionKey;
  /** The total's line (2.5 goals; a basketball line ends in .5 too, so a total is never level with it). */
  line: number | null;
  options: QuizOption[];
}

/** The house's overround on every question: 6 %, within the bookmakers' 4 % to 9 %. */
const houseOverround = 1.06;

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Prices each outcome from the bookmakers' average implied chance, normalised, with the house's own margin. */
function priceOutcomes<K extends Choice>(implied: Record<K, number>): QuizOption[] {
  const keys = Object.keys(implied) as K[];
  const total = keys.reduce((sum, key) => sum + implied[key], 0);
  return keys.map((key) => ({ key, odds: priced(implied[key] / total, houseOverround) }));
}

/**
 * A match's questions, priced from its stored opening lines; none when the seed did not price the match. Basketball
 * asks home or away (a draw is no answer a fan expects there; a level final score refunds the question).
 */
export function quizQuestions(sportId: number, lines: readonly OpeningLine[]): QuizQuestion[] {
  if (lines.length === 0) return [];
  const chance = (pick: (line: OpeningLine) => number) => mean(lines.map((line) => 1 / pick(line)));
  const home = chance((l) => l.europe.home);
  const away = chance((l) => l.europe.away);
  const result = sportId === 2 ? priceOutcomes({ home, away }) : priceOutcomes({ home, draw: chance((l) => l.europe.draw), away });
  const line = lines[0].total.line;
  const total = priceOutcomes({ over: chance((l) => l.total.over), under: chance((l) => l.total.under) });
  return [
    { key: 'result', line: null, options: result },
    { key: 'total', line, options: total },
  ];
}

/**
 * The answer a final score gives to a question, or null when the question has none and is refunded (a level
 * basketball score). A total's line ends in .5, so it is always over or under.
 */
export function winningChoice(
  sportId: number,
  question: QuestionKey,
  line: number | null,
  score: { home: number; away: number },
): Choice | null {
  if (question === 'total') return score.home + score.away > (line ?? 0) ? 'over' : 'under';
  if (score.home > score.away) return 'home';
  if (score.home < score.away) return 'away';
  return sportId === 2 ? null : 'draw';
}

/** What a hit pays back, stake included: the stake times the odds kept, rounded down to whole gold. */
export const payoutOf = (stake: number, oddsHundredths: number): number => Math.floor((stake * oddsHundredths) / 100);

import type { MatchQuiz, QuizEntry } from '../../../../../schema/generated/api.ts';
import type { QuizChoice, QuizQuestionKey } from '../../lib/quiz-types.ts';

type T = (key: string, values?: Record<string, unknown>) => string;

/** A team's name in the fan's language (the quiz sends short names; English stands in for Portuguese). */
export const quizTeamName = (team: MatchQuiz['hometeam'], language: string): string =>
  language === 'cn' ? team.name : team.name_en || team.name;

/** The question as the fan reads it: who wins, or the total (goals in football, points in basketball) against the line. */
export function questionLabel(t: T, quiz: MatchQuiz, key: QuizQuestionKey, line: number | null): string {
  if (key === 'result') return t('quiz.question');
  return t(quiz.sport_id === 2 ? 'quiz.totalPoints' : 'quiz.totalGoals', { line });
}

/** An answer's label: a team, the draw, or over / under the line. */
export function choiceLabel(t: T, quiz: MatchQuiz, language: string, choice: QuizChoice, line: number | null): string {
  if (choice === 'home') return quizTeamName(quiz.hometeam, language);
  if (choice === 'away') return quizTeamName(quiz.awayteam, language);
  if (choice === 'draw') return t('quiz.draw');
  return t(choice === 'over' ? 'quiz.over' : 'quiz.under', { line });
}

/** What a hit pays back, stake included, as the server counts it: odds in hundredths, rounded down to whole gold. */
export const payoutOf = (stake: number, odds: number): number => Math.floor((stake * Math.round(odds * 100)) / 100);

/** What an answer came to: still open, won (with the gold paid), missed, or refunded. */
export function outcomeLabel(t: T, entry: QuizEntry): string {
  if (entry.status === 3) return t('quiz.refunded', { gold: entry.payout });
  if (entry.hit === 1) return t('quiz.won', { gold: entry.payout });
  if (entry.hit === 2) return t('quiz.missed');
  return t('quiz.toWin', { gold: payoutOf(entry.stake, entry.odds) });
}

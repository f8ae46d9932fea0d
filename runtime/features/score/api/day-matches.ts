import type { Match } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import { earlyAnswer } from '../../../core/http/early-answer.ts';
import { servedAnswer } from '../../../core/http/served-answer.ts';
import type { MatchFilter, MatchTab } from '../../../core/rules/match-status.ts';
import { cstDate } from '../lib/cst-date.ts';

/** What the score list asks for one day (spec 000 §7 getDateMatch). */
export type DateMatchQuestion = { date: string; sport_id: 0 | 1 | 2; tab: MatchTab; filter: MatchFilter };

const dayMatchesPath = '/api/race/getDateMatch';

export const dateMatches = (question: DateMatchQuestion, quiet: boolean) =>
  api.post<{ list: Match[] }>(dayMatchesPath, question, { hideLoading: quiet, noToast: quiet });

/** How an early answer names its question. */
export const questionKey = (question: DateMatchQuestion) => JSON.stringify(question);

/** Today's list asked for as /score opens, kept for the page's first load. */
export const earlyDay = earlyAnswer<{ list: Match[] }>();

/**
 * The /score route's prefetch (runtime/core/feature.ts): the page's head runs it as soon as this small module and
 * the HTTP client are in, before the app has started, and the router once more beside the page (the question on
 * its way is not sent twice). The list is the page's largest paint. Its answer is read when the page takes it, so a
 * failure shows on the page as if the page had asked. When the reference server put today's answer into the page
 * (core/http/served-answer.ts), that answer is taken and nothing is sent.
 */
export function prefetch(): void {
  const question: DateMatchQuestion = { date: cstDate(Date.now()), sport_id: 0, tab: 'all', filter: 'all' };
  earlyDay.start(
    questionKey(question),
    () => servedAnswer<{ list: Match[] }>(dayMatchesPath, question) ?? api.sendNow<{ list: Match[] }>(dayMatchesPath, question),
  );
}

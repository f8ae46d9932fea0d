import type { QuizBalanceFinishedEvent, QuizResult } from '../../../im/room-events.ts';
import { credit } from '../../money/ledger/ledger.ts';
import { postMessage, type NewMessage } from '../../accounts/system-messages.ts';
import { matchesByIds } from '../match-store.ts';
import { loadMatches, phaseOf, type MatchView } from '../matches.ts';
import type { MatchReads, RoomNotices } from '../ports.ts';
import { payoutOf, winningChoice } from './quiz-questions.ts';
import { claimSettlement, matchesWithOpenEntries, nicknames, openEntries, roomsOfMatch, type OpenEntry } from './quiz-store.ts';

/** A team as the quiz names it: its short names, Chinese and English, and its logo. */
export const quizTeam = (t: MatchView['hometeam']) => ({
  id: t.id,
  name: t.short_name_zh || t.name_zh,
  name_en: t.short_name_en || t.name_en,
  logo: t.logo,
});

/** Package status of spec 000 §4, as the quiz uses it (docs/decisions.md "Match quiz"). */
export const quizStatus = { inactive: 0, active: 1, finished: 2, refund: 3, inplay: 4 } as const;
/** Hit result of spec 000 §4. */
export const hitResult = { hit: 1, missed: 2 } as const;

/** Matches one run settles at most; the rest wait for the next run (a fan's read settles their own at once). */
const maxMatchesPerRun = 50;
/** Fans' results one QuizBalanceFinished carries at most: the biggest payouts first; every fan reads theirs in the quiz. */
const maxResultsPerEvent = 200;

/** What an open entry becomes once its match is decided: finished with a hit or a miss, or refunded. */
function decide(match: MatchView, entry: OpenEntry): { status: number; hit: number | null; payout: number } {
  const phase = phaseOf(match.sport_id, match.status);
  // Postponed, cancelled, interrupted, abandoned ...: the match will not be decided as the fan answered it.
  if (phase !== 'finished') return { status: quizStatus.refund, hit: null, payout: entry.stake };
  const answer = winningChoice(match.sport_id, entry.question, entry.line, { home: match.home_score, away: match.away_score });
  if (answer === null) return { status: quizStatus.refund, hit: null, payout: entry.stake };
  return answer === entry.choice
    ? { status: quizStatus.finished, hit: hitResult.hit, payout: payoutOf(entry.stake, entry.odds) }
    : { status: quizStatus.finished, hit: hitResult.missed, payout: 0 };
}

/** True when a match's quiz can be settled now: it has ended, or it will not be played as scheduled. */
const decided = (match: MatchView): boolean => ['finished', 'other'].includes(phaseOf(match.sport_id, match.status));

/**
 * Settles a decided match's open entries, each once: an entry is claimed by a guarded update (`settled is null`), and
 * its payout is credited through the ledger in the same transaction, so two settlers (the ticker and a fan's read)
 * never pay twice. The rooms covering the match then hear QuizBalanceFinished with the results this call decided.
 * Answers how many entries it settled.
 */
export async function settleMatch(context: MatchReads, notices: RoomNotices, match: MatchView): Promise<number> {
  if (!decided(match)) return 0;
  const { db, clock } = context;
  const now = clock.now();
  const results = await db.transaction(async (tx) => {
    const open = await openEntries(tx, match.id);
    const settled: (QuizResult & { user_id: number })[] = [];
    for (const entry of open) {
      const outcome = decide(match, entry);
      if (!(await claimSettlement(tx, entry.id, outcome, now.toISOString()))) continue;
      if (outcome.payout > 0) {
        const kind = outcome.status === quizStatus.refund ? 'quiz_refund' : 'quiz_win';
        await credit(tx, { userId: entry.user_id, account: 'gold', amount: outcome.payout, kind, ref: `quiz_entries:${entry.id}`, now });
      }
      settled.push({
        user_id: entry.user_id,
        uid: String(entry.user_id),
        nick_name: '',
        question: entry.question,
        choice: entry.choice,
        stake: entry.stake,
        status: outcome.status,
        hit: outcome.hit ?? 0,
        payout: outcome.payout,
      });
    }
    for (const userId of new Set(settled.map((r) => r.user_id)))
      await postMessage(
        tx,
        quizMessage(
          match,
          userId,
          settled.filter((r) => r.user_id === userId),
        ),
        now,
      );
    return settled;
  });
  if (results.length > 0) await announce(context, notices, match, results);
  return results.length;
}

async function announce(
  context: MatchReads,
  notices: RoomNotices,
  match: MatchView,
  results: (QuizResult & { user_id: number })[],
): Promise<void> {
  const shown = [...results].sort((a, b) => b.payout - a.payout).slice(0, maxResultsPerEvent);
  const nicks = new Map((await nicknames(context.db, [...new Set(shown.map((r) => r.user_id))])).map((u) => [u.id, u.nick_name]));
  const event: QuizBalanceFinishedEvent = {
    type: 'QuizBalanceFinished',
    matchid: match.id,
    home_score: match.home_score,
    away_score: match.away_score,
    settled: results.length,
    results: shown.map(({ user_id, ...result }) => ({ ...result, nick_name: nicks.get(user_id) ?? '' })),
  };
  for (const liveid of await roomsOfMatch(context.db, match.id)) await notices.publishStored(`live_${liveid}`, event);
}

/** Settles the given matches that are decided (a fan's read of their own quiz settles it before answering). */
export async function settleMatches(context: MatchReads, notices: RoomNotices, matchIds: readonly number[]): Promise<void> {
  if (matchIds.length === 0) return;
  const matches = await loadMatches(context, context.clock.now(), matchesByIds([...matchIds]));
  for (const match of matches) await settleMatch(context, notices, match);
}

/** Settles every decided match with open entries, a bounded batch per run; answers how many entries it settled. */
export async function settleDecidedMatches(context: MatchReads, notices: RoomNotices): Promise<number> {
  const open = await matchesWithOpenEntries(context.db, maxMatchesPerRun);
  if (open.length === 0) return 0;
  const matches = await loadMatches(context, context.clock.now(), matchesByIds(open));
  let settled = 0;
  for (const match of matches) settled += await settleMatch(context, notices, match);
  return settled;
}

const refundedAll = (results: readonly QuizResult[]) => results.every((r) => r.status === quizStatus.refund);

/** A fan's notice that their answers to a match were settled: the score, how many won, and the gold paid back. */
function quizMessage(match: MatchView, userId: number, results: readonly QuizResult[]): NewMessage {
  // A refunded match was not played to the end: its teams without a score.
  const middle = refundedAll(results) ? 'vs' : `${match.home_score}:${match.away_score}`;
  const [home, away] = [quizTeam(match.hometeam), quizTeam(match.awayteam)];
  const fixture = (lang: 'cn' | 'pt') =>
    lang === 'cn' ? `${home.name} ${middle} ${away.name}` : `${home.name_en} ${middle} ${away.name_en}`;
  const hits = results.filter((r) => r.hit === hitResult.hit).length;
  const gold = results.reduce((sum, r) => sum + r.payout, 0);
  const refunded = refundedAll(results);
  return {
    userId,
    kind: 'quiz',
    title: refunded ? { cn: '竞猜已退款', pt: 'Palpites reembolsados' } : { cn: '竞猜已结算', pt: 'Palpites apurados' },
    content: refunded
      ? {
          cn: `${fixture('cn')}：比赛异常，${results.length} 注共退还 ${gold} 金币。`,
          pt: `${fixture('pt')}: partida anormal, ${results.length} palpites devolveram ${gold} moedas.`,
        }
      : {
          cn: `${fixture('cn')}：${results.length} 注猜中 ${hits} 注，返还 ${gold} 金币。`,
          pt: `${fixture('pt')}: ${hits} de ${results.length} palpites certos, ${gold} moedas pagas.`,
        },
    link: `/score/detail/${match.sport_id === 2 ? 'basketball' : 'football'}/${match.id}?tab=quiz`,
  };
}

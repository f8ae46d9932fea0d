import type { FastifyInstance } from 'fastify';
import { publishStored, type QuizBalanceFinishedEvent, type QuizResult } from '../../../im/room-events.ts';
import { credit } from '../../../services/ledger/ledger.ts';
import { postMessage, type NewMessage } from '../../accounts/system-messages.ts';
import { loadMatches, phaseOf, type MatchView } from '../matches.ts';
import type { ServerContext } from '../../../server-context.ts';
import { Ticker } from '../../../jobs/ticker.ts';
import { payoutOf, winningChoice, type QuestionKey } from './quiz-questions.ts';
import { onSimulatorNode } from '../../../jobs/simulator-node.ts';

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

/** How often (real time) the server settles the quizzes of matches that have ended. @default 5000 */
export const quizSettleTickMs = 5_000;
/** Matches one run settles at most; the rest wait for the next run (a fan's read settles their own at once). */
const maxMatchesPerRun = 50;
/** Fans' results one QuizBalanceFinished carries at most: the biggest payouts first; every fan reads theirs in the quiz. */
const maxResultsPerEvent = 200;

interface OpenEntry {
  id: number;
  user_id: number;
  question: QuestionKey;
  choice: string;
  line: number | null;
  stake: number;
  odds: number;
}

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
export async function settleMatch(context: ServerContext, match: MatchView): Promise<number> {
  if (!decided(match)) return 0;
  const { db, clock } = context;
  const now = clock.now();
  const results = await db.transaction(async (tx) => {
    const open = await tx.query<OpenEntry>(
      'select id, user_id, question, choice, line, stake, odds from quiz_entries where match_id = $1 and settled is null order by id',
      [match.id],
    );
    const settled: (QuizResult & { user_id: number })[] = [];
    for (const entry of open) {
      const outcome = decide(match, entry);
      const [claimed] = await tx.query<{ id: number }>(
        'update quiz_entries set settled = $2, hit = $3, payout = $4, settled_at = $5 where id = $1 and settled is null returning id',
        [entry.id, outcome.status, outcome.hit, outcome.payout, now.toISOString()],
      );
      if (!claimed) continue;
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
  if (results.length > 0) await announce(context, match, results);
  return results.length;
}

async function announce(context: ServerContext, match: MatchView, results: (QuizResult & { user_id: number })[]): Promise<void> {
  const shown = [...results].sort((a, b) => b.payout - a.payout).slice(0, maxResultsPerEvent);
  const nicks = new Map(
    (
      await context.db.query<{ id: number; nick_name: string }>('select id, nick_name from users where id = any($1)', [
        [...new Set(shown.map((r) => r.user_id))],
      ])
    ).map((u) => [u.id, u.nick_name]),
  );
  const event: QuizBalanceFinishedEvent = {
    type: 'QuizBalanceFinished',
    matchid: match.id,
    home_score: match.home_score,
    away_score: match.away_score,
    settled: results.length,
    results: shown.map(({ user_id, ...result }) => ({ ...result, nick_name: nicks.get(user_id) ?? '' })),
  };
  const rooms = await context.db.query<{ liveid: number }>('select liveid from rooms where match_id = $1 order by liveid', [match.id]);
  for (const room of rooms) await publishStored(context.im, `live_${room.liveid}`, event);
}

/** Settles the given matches that are decided (a fan's read of their own quiz settles it before answering). */
export async function settleMatches(context: ServerContext, matchIds: readonly number[]): Promise<void> {
  if (matchIds.length === 0) return;
  const matches = await loadMatches(context, context.clock.now(), 'm.id = any($1)', [[...matchIds]]);
  for (const match of matches) await settleMatch(context, match);
}

/** Settles every decided match with open entries, a bounded batch per run; answers how many entries it settled. */
export class QuizSettler extends Ticker<number> {
  constructor(private readonly context: ServerContext) {
    super();
  }

  protected async run(): Promise<number> {
    const open = await this.context.db.query<{ match_id: number }>(
      `select distinct match_id from quiz_entries where settled is null order by match_id limit ${maxMatchesPerRun}`,
    );
    if (open.length === 0) return 0;
    const matches = await loadMatches(this.context, this.context.clock.now(), 'm.id = any($1)', [open.map((r) => r.match_id)]);
    let settled = 0;
    for (const match of matches) settled += await settleMatch(this.context, match);
    return settled;
  }
}

/** Settles quizzes as the clock ends matches (not for a fixed clock: reads settle there), stopping with the app. */
export function quizSettlement(app: FastifyInstance, context: ServerContext): void {
  const settler = new QuizSettler(context);
  if (!context.clock.fixed)
    app.addHook('onReady', async () =>
      settler.start(
        quizSettleTickMs,
        (error) => context.im.log.warn({ err: error }, 'quiz settlement failed'),
        () => onSimulatorNode(context),
      ),
    );
  app.addHook('onClose', () => settler.stop());
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

import { DomainError } from '../../errors.ts';
import { openingOdds } from '../detail/odds.ts';
import { move } from '../../money/ledger/ledger.ts';
import { matchById, matchesByIds } from '../match-store.ts';
import { loadMatches, phaseOf, type MatchView } from '../matches.ts';
import type { MatchReads, RoomNotices } from '../ports.ts';
import { unixSeconds } from '../../../clock.ts';
import { quizQuestions, type Choice, type QuestionKey } from './quiz-questions.ts';
import { quizStatus, quizTeam, settleMatch, settleMatches } from './quiz-settlement.ts';
import {
  answerCounts,
  entriesOnMatch,
  entryByRequest,
  entryCount,
  entryPage,
  goldOf,
  insertEntry,
  openMatchesOf,
  type EntryRow,
} from './quiz-store.ts';

/** Stakes the quiz offers as presets, and the limits of any stake (whole gold; docs/decisions.md "Match quiz"). */
export const quizStakes = { presets: [100, 500, 1000, 5000], min: 10, max: 100_000 } as const;

/** The quiz's package status (spec 000 §4) of a match: open before kickoff, in play, decided, or none offered. */
function statusOf(match: MatchView, offered: boolean): number {
  if (!offered) return quizStatus.inactive;
  const phase = phaseOf(match.sport_id, match.status);
  if (phase === 'waiting') return quizStatus.active;
  if (phase === 'inplay') return quizStatus.inplay;
  return phase === 'finished' ? quizStatus.finished : quizStatus.refund;
}

/** An entry as the API shows it: an undecided one takes its match's status (active before kickoff, then in play). */
function presentEntry(row: EntryRow, match: MatchView) {
  const open = statusOf(match, true);
  return {
    id: row.id,
    matchid: row.match_id,
    question: row.question,
    choice: row.choice,
    line: row.line,
    stake: row.stake,
    odds: row.odds / 100,
    status: row.settled ?? (open === quizStatus.finished || open === quizStatus.refund ? quizStatus.inplay : open),
    hit: row.hit ?? 0,
    payout: row.payout,
    time: unixSeconds(row.created_at),
  };
}

async function matchOf(context: MatchReads, matchId: number): Promise<MatchView> {
  const [match] = await loadMatches(context, context.clock.now(), matchById(matchId));
  if (!match) throw new DomainError('NOT_FOUND', '比赛不存在');
  return match;
}

/** A match's quiz: the questions at today's odds, how many fans took each answer, and the fan's own answers. */
export async function matchQuiz(context: MatchReads, notices: RoomNotices, matchId: number, userId: number | undefined) {
  const match = await matchOf(context, matchId);
  await settleMatch(context, notices, match);
  const questions = quizQuestions(match.sport_id, await openingOdds(context, matchId));
  const counts = await answerCounts(context.db, matchId);
  const entriesOf = (question: string, choice: string) =>
    Number(counts.find((c) => c.question === question && c.choice === choice)?.entries ?? 0);
  const mine = userId === undefined ? [] : await entriesOnMatch(context.db, userId, matchId);
  return {
    matchid: match.id,
    sport_id: match.sport_id,
    status: statusOf(match, questions.length > 0),
    closes_at: match.start_time,
    home_score: match.home_score,
    away_score: match.away_score,
    hometeam: quizTeam(match.hometeam),
    awayteam: quizTeam(match.awayteam),
    questions: questions.map((q) => ({ ...q, options: q.options.map((o) => ({ ...o, entries: entriesOf(q.key, o.key) })) })),
    stakes: quizStakes,
    mine: mine.map((row) => presentEntry(row, match)),
  };
}

interface AnswerInput {
  userId: number;
  matchId: number;
  question: QuestionKey;
  choice: Choice;
  stake: number;
  requestId: string;
}

/**
 * One answer, paid in gold through the ledger, all or nothing: the (user, request_id) pair is claimed first, so a
 * repeat answers the first entry and moves nothing. The cut-off is the server's: an answer after kickoff (by the
 * server clock) is refused, whatever the app showed. The odds are today's, kept on the entry.
 */
export async function answerQuiz(context: MatchReads, input: AnswerInput) {
  const { db, clock } = context;
  const { userId, matchId, question, choice, stake, requestId } = input;
  const now = clock.now();
  const repeat = () => entryByRequest(db, userId, requestId);
  const earlier = await repeat();
  const match = await matchOf(context, earlier?.match_id ?? matchId);
  if (!earlier) {
    if (phaseOf(match.sport_id, match.status) !== 'waiting' || now.getTime() >= match.start_time * 1000)
      throw new DomainError('CONFLICT', '比赛已开始，竞猜已截止');
    const offered = quizQuestions(match.sport_id, await openingOdds(context, matchId)).find((q) => q.key === question);
    const option = offered?.options.find((o) => o.key === choice);
    if (!offered || !option) throw new DomainError('BAD_INPUT', '参数错误: 这场比赛没有这个竞猜选项');
    if (!Number.isSafeInteger(stake) || stake < quizStakes.min || stake > quizStakes.max)
      throw new DomainError('BAD_INPUT', `参数错误: 投注金币须为 ${quizStakes.min} 到 ${quizStakes.max} 的整数`);
    await db.transaction(async (tx) => {
      const claimed = await insertEntry(
        tx,
        { userId, matchId, question, choice, line: offered.line, stake, odds: Math.round(option.odds * 100) },
        requestId,
        now.toISOString(),
      );
      if (!claimed) return;
      if ((await move(tx, { userId, account: 'gold', amount: -stake, kind: 'quiz', ref: `quiz_entries:${claimed.id}`, now })) === null) {
        throw new DomainError('INSUFFICIENT_BALANCE', `金币余额不足：本次竞猜需要 ${stake} 金币`);
      }
    });
  }
  const entry = (await repeat())!;
  return { entry: presentEntry(entry, match), gold: await goldOf(db, userId) };
}

/** The fan's answers over every match, newest first, each with its match's teams; decided matches are settled first. */
export async function quizRecords(context: MatchReads, notices: RoomNotices, userId: number, page: number, size: number) {
  await settleMatches(context, notices, await openMatchesOf(context.db, userId));
  const rows = await entryPage(context.db, userId, size, (page - 1) * size);
  const total = await entryCount(context.db, userId);
  const matches =
    rows.length === 0 ? [] : await loadMatches(context, context.clock.now(), matchesByIds([...new Set(rows.map((r) => r.match_id))]));
  const byId = new Map(matches.map((m) => [m.id, m]));
  return {
    total: Number(total),
    page,
    size,
    // Matches are never deleted, so every answer finds its match.
    list: rows.map((row) => {
      const match = byId.get(row.match_id)!;
      return {
        entry: presentEntry(row, match),
        hometeam: quizTeam(match.hometeam),
        awayteam: quizTeam(match.awayteam),
        start_time: match.start_time,
      };
    }),
  };
}

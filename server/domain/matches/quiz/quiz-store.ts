import type { Database } from '../../ports.ts';
import type { Choice, QuestionKey } from './quiz-questions.ts';

/** An answer as stored. */
export interface EntryRow {
  id: number;
  match_id: number;
  question: QuestionKey;
  choice: Choice;
  line: number | null;
  stake: number;
  odds: number;
  settled: number | null;
  hit: number | null;
  payout: number;
  created_at: Date | string;
}

/** An answer not settled yet: what settling it reads. */
export interface OpenEntry {
  id: number;
  user_id: number;
  question: QuestionKey;
  choice: string;
  line: number | null;
  stake: number;
  odds: number;
}

const entrySelect = 'select id, match_id, question, choice, line, stake, odds, settled, hit, payout, created_at from quiz_entries';

/** How many fans took each answer of a match's questions. */
export function answerCounts(db: Database, matchId: number): Promise<{ question: string; choice: string; entries: number }[]> {
  return db.query<{ question: string; choice: string; entries: number }>(
    'select question, choice, count(distinct user_id)::int as entries from quiz_entries where match_id = $1 group by question, choice',
    [matchId],
  );
}

/** A fan's answers to one match, the latest first. */
export function entriesOnMatch(db: Database, userId: number, matchId: number): Promise<EntryRow[]> {
  return db.query<EntryRow>(`${entrySelect} where user_id = $1 and match_id = $2 order by id desc`, [userId, matchId]);
}

/** The answer a request id made, if any. */
export async function entryByRequest(db: Database, userId: number, requestId: string): Promise<EntryRow | undefined> {
  return (await db.query<EntryRow>(`${entrySelect} where user_id = $1 and request_id = $2`, [userId, requestId]))[0];
}

/** Claims an answer once per request id: its id, or undefined when the id was taken (a repeat). */
export async function insertEntry(
  db: Database,
  entry: { userId: number; matchId: number; question: QuestionKey; choice: Choice; line: number | null; stake: number; odds: number },
  requestId: string,
  at: string,
): Promise<{ id: number } | undefined> {
  const [claimed] = await db.query<{ id: number }>(
    `insert into quiz_entries (user_id, match_id, question, choice, line, stake, odds, request_id, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (user_id, request_id) do nothing returning id`,
    [entry.userId, entry.matchId, entry.question, entry.choice, entry.line, entry.stake, entry.odds, requestId, at],
  );
  return claimed;
}

/** The user's gold. */
export async function goldOf(db: Database, userId: number): Promise<number> {
  const [wallet] = await db.query<{ gold: number }>('select gold from users where id = $1', [userId]);
  return wallet.gold;
}

/** The matches a fan has unsettled answers on. */
export async function openMatchesOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db.query<{ match_id: number }>('select distinct match_id from quiz_entries where user_id = $1 and settled is null', [
    userId,
  ]);
  return rows.map((r) => r.match_id);
}

/** A page of a fan's answers over every match, the latest first. */
export function entryPage(db: Database, userId: number, limit: number, offset: number): Promise<EntryRow[]> {
  return db.query<EntryRow>(`${entrySelect} where user_id = $1 order by id desc limit $2 offset $3`, [userId, limit, offset]);
}

/** How many answers a fan has given. */
export async function entryCount(db: Database, userId: number): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from quiz_entries where user_id = $1', [userId]);
  return total;
}

/** A match's unsettled answers, oldest first. */
export function openEntries(db: Database, matchId: number): Promise<OpenEntry[]> {
  return db.query<OpenEntry>(
    'select id, user_id, question, choice, line, stake, odds from quiz_entries where match_id = $1 and settled is null order by id',
    [matchId],
  );
}

/** Settles an answer unless another settler did: true when this call did. */
export async function claimSettlement(
  db: Database,
  entryId: number,
  outcome: { status: number; hit: number | null; payout: number },
  at: string,
): Promise<boolean> {
  const [claimed] = await db.query<{ id: number }>(
    'update quiz_entries set settled = $2, hit = $3, payout = $4, settled_at = $5 where id = $1 and settled is null returning id',
    [entryId, outcome.status, outcome.hit, outcome.payout, at],
  );
  return claimed !== undefined;
}

/** The nicknames of these users. */
export function nicknames(db: Database, userIds: readonly number[]): Promise<{ id: number; nick_name: string }[]> {
  return db.query<{ id: number; nick_name: string }>('select id, nick_name from users where id = any($1)', [userIds]);
}

/** The live rooms covering a match. */
export async function roomsOfMatch(db: Database, matchId: number): Promise<number[]> {
  const rows = await db.query<{ liveid: number }>('select liveid from rooms where match_id = $1 order by liveid', [matchId]);
  return rows.map((r) => r.liveid);
}

/** Matches with unsettled answers, at most `limit`, by id. */
export async function matchesWithOpenEntries(db: Database, limit: number): Promise<number[]> {
  const rows = await db.query<{ match_id: number }>(
    `select distinct match_id from quiz_entries where settled is null order by match_id limit ${limit}`,
  );
  return rows.map((r) => r.match_id);
}

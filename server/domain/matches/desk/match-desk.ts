import { DomainError } from '../../errors.ts';
import type { MatchDeltas } from '../../match-deltas-port.ts';
import type { Clock, Database, ReadThroughCache } from '../../ports.ts';
import { setStatusOverride } from '../operator-match-store.ts';
import { matchState } from '../simulation/match-state.ts';
import { checkDeskEvent, goalSecond, type DeskEventInput } from './desk-rules.ts';
import {
  deleteIncident,
  deskEvent,
  insertDeskEvent,
  insertScoringIncident,
  scoringState,
  standingStatus,
  voidDeskEvent,
  type DeskEventRow,
  type ScoringState,
} from './desk-store.ts';

/** What the desk needs to change a match: the database, the read cache it clears, the clock, the channels' deltas. */
export interface DeskContext {
  db: Database;
  cache: ReadThroughCache;
  clock: Clock;
  deltas?: MatchDeltas;
}

/** A match's score and status, before and after a change: what the audit log keeps. */
export interface DeskScore {
  status: number;
  homeScore: number;
  awayScore: number;
}

/** Who acts, and how their change is recorded in the change's own transaction (the audit log). */
export interface DeskActor {
  operatorId: number;
  actor: string;
  record(tx: Database, change: { event: DeskEventRow; before: DeskScore; after: DeskScore }): Promise<void>;
}

/** A match's scoring state as written now; a match that does not exist is refused. */
async function scoringNow(db: Database, matchId: number): Promise<ScoringState> {
  const state = await scoringState(db, matchId);
  if (!state) throw new DomainError('NOT_FOUND', '比赛不存在');
  return state;
}

/** The score and status a fan reads at `now` from a match's scoring state. */
function scoreOf(state: ScoringState, now: Date): DeskScore {
  const live = matchState(state.sport_id, new Date(state.kickoff_time), now, state.incidents, state.status_override);
  return { status: live.status, homeScore: live.home_score, awayScore: live.away_score };
}

const scoreNow = async (db: Database, matchId: number, now: Date) => scoreOf(await scoringNow(db, matchId), now);

/**
 * Runs a change of one match in one transaction with its audit entry, then clears the read cache; through the
 * match's deltas when the app publishes them, so every open page hears the new score or status at once.
 */
async function changeMatch<T>(context: DeskContext, matchId: number, write: (tx: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  const run = async () => {
    result = await context.db.transaction(write).finally(() => context.cache.clear());
  };
  if (context.deltas) await context.deltas.change(matchId, run);
  else await run();
  return result as T;
}

/**
 * Posts an event on a match: a goal (stored as a scoring incident, so the score, the text live and the statistics
 * follow), a card, or a status (the match's status override; the one it replaced is kept for an undo).
 */
export async function postDeskEvent(context: DeskContext, matchId: number, input: DeskEventInput, by: DeskActor): Promise<DeskEventRow> {
  const now = context.clock.now();
  return changeMatch(context, matchId, async (tx) => {
    // Read once, in the change's transaction: the input is checked against the sport, and the score before is this.
    const current = await scoringNow(tx, matchId);
    const checked = checkDeskEvent(current.sport_id, input);
    const before = scoreOf(current, now);
    let incidentId: number | null = null;
    if (checked.kind === 'goal' && checked.side && checked.minute !== null) {
      const played = matchState(current.sport_id, new Date(current.kickoff_time), now, []).played_seconds;
      incidentId = await insertScoringIncident(tx, {
        matchId,
        atSecond: goalSecond(checked.minute, played),
        side: checked.side,
        kind: current.sport_id === 1 ? 'goal' : 'score',
        points: checked.points ?? 1,
        player: checked.player,
      });
    }
    if (checked.kind === 'status') await setStatusOverride(tx, matchId, checked.status);
    const event = await insertDeskEvent(tx, {
      ...checked,
      matchId,
      statusBefore: checked.kind === 'status' ? current.status_override : null,
      incidentId,
      operatorId: by.operatorId,
      actor: by.actor,
      at: now,
    });
    const after = await scoreNow(tx, matchId, now);
    await by.record(tx, { event, before, after });
    return event;
  });
}

/**
 * Undoes an event: it is marked void (never deleted), its goal leaves the score, or the match's status returns to the
 * one the desk's standing status events give (the clock's when none stands). An event already void answers status 6
 * naming who undid it, or that the feed's result replaced it.
 */
export async function undoDeskEvent(context: DeskContext, eventId: number, by: DeskActor): Promise<DeskEventRow> {
  const now = context.clock.now();
  const found = await deskEvent(context.db, eventId);
  if (!found) throw new DomainError('NOT_FOUND', '事件不存在');
  const matchId = found.match_id;
  return changeMatch(context, matchId, async (tx) => {
    const before = await scoreNow(tx, matchId, now);
    const event = await voidDeskEvent(tx, eventId, now, by.actor);
    if (!event) throw await alreadyVoid(tx, eventId);
    if (event.incident_id !== null) await deleteIncident(tx, matchId, event.incident_id);
    if (event.kind === 'status') {
      const standing = await standingStatus(tx, matchId);
      if (standing) await setStatusOverride(tx, matchId, standing.status);
    }
    const after = await scoreNow(tx, matchId, now);
    await by.record(tx, { event, before, after });
    return event;
  });
}

async function alreadyVoid(db: Database, eventId: number): Promise<DomainError> {
  const event = await deskEvent(db, eventId);
  if (event?.void_reason === 'feed') return new DomainError('CONFLICT', '这个事件已被数据源的导入取代');
  return new DomainError('CONFLICT', `这个事件已被 ${event?.voided_by ?? '其他人'} 撤销`);
}

import type { Database } from '../../ports.ts';
import type { ScoringIncident } from '../simulation/match-state.ts';

/** The kinds of event the desk posts. */
export type DeskEventKind = 'goal' | 'yellow_card' | 'red_card' | 'status';

/** One event posted at the desk, as stored (migration 062). */
export interface DeskEventRow {
  id: number;
  match_id: number;
  kind: DeskEventKind;
  side: 'home' | 'away' | null;
  minute: number | null;
  points: number | null;
  player: string;
  status: number | null;
  status_before: number | null;
  incident_id: number | null;
  actor: string;
  created_at: Date | string;
  voided_at: Date | string | null;
  voided_by: string | null;
  void_reason: 'operator' | 'feed' | null;
}

const columns =
  'id, match_id, kind, side, minute, points, player, status, status_before, incident_id, actor, created_at, voided_at, voided_by, void_reason';

/** The desk's events of these matches, oldest first. */
export function deskEventsOf(db: Database, matchIds: readonly number[]): Promise<DeskEventRow[]> {
  return db.query<DeskEventRow>(`select ${columns} from match_desk_events where match_id = any($1) order by id`, [[...matchIds]]);
}

/** One event of the desk, or undefined. */
export async function deskEvent(db: Database, id: number): Promise<DeskEventRow | undefined> {
  const [row] = await db.query<DeskEventRow>(`select ${columns} from match_desk_events where id = $1`, [id]);
  return row;
}

/** An event to store. */
export interface NewDeskEvent {
  matchId: number;
  kind: DeskEventKind;
  side: 'home' | 'away' | null;
  minute: number | null;
  points: number | null;
  player: string;
  status: number | null;
  statusBefore: number | null;
  incidentId: number | null;
  operatorId: number;
  actor: string;
  at: Date;
}

/** Stores an event; answers it as stored. */
export async function insertDeskEvent(db: Database, e: NewDeskEvent): Promise<DeskEventRow> {
  const [row] = await db.query<DeskEventRow>(
    `insert into match_desk_events (match_id, kind, side, minute, points, player, status, status_before, incident_id, operator_id, actor, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${columns}`,
    [
      e.matchId,
      e.kind,
      e.side,
      e.minute,
      e.points,
      e.player,
      e.status,
      e.statusBefore,
      e.incidentId,
      e.operatorId,
      e.actor,
      e.at.toISOString(),
    ],
  );
  return row;
}

/**
 * Marks an event void if it stands still; answers it, or undefined when it was void already. The guarded update makes
 * two undos of one event race safely: exactly one of them finds it standing.
 */
export async function voidDeskEvent(db: Database, id: number, at: Date, by: string): Promise<DeskEventRow | undefined> {
  const [row] = await db.query<DeskEventRow>(
    `update match_desk_events set voided_at = $2, voided_by = $3, void_reason = 'operator'
     where id = $1 and voided_at is null returning ${columns}`,
    [id, at.toISOString(), by],
  );
  return row;
}

/**
 * The status override a match should have from the desk's status events still standing: the latest one's, or, when
 * none stands, the override the first of them replaced. Undefined when the desk never changed the match's status.
 */
export async function standingStatus(db: Database, matchId: number): Promise<{ status: number | null } | undefined> {
  const latest = await standingDeskStatus(db, matchId);
  if (latest !== undefined) return { status: latest };
  const [first] = await db.query<{ status_before: number | null }>(
    "select status_before from match_desk_events where match_id = $1 and kind = 'status' order by id limit 1",
    [matchId],
  );
  return first ? { status: first.status_before } : undefined;
}

/** The status the latest standing status event of the desk set on a match, or undefined when none stands. */
export async function standingDeskStatus(db: Database, matchId: number): Promise<number | undefined> {
  const [latest] = await db.query<{ status: number }>(
    "select status from match_desk_events where match_id = $1 and kind = 'status' and voided_at is null order by id desc limit 1",
    [matchId],
  );
  return latest?.status;
}

/** Stores a goal's scoring row; answers its id. */
export async function insertScoringIncident(
  db: Database,
  incident: { matchId: number; atSecond: number; side: 'home' | 'away'; kind: 'goal' | 'score'; points: number; player: string },
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    'insert into incidents (match_id, at_second, side, kind, points, player) values ($1, $2, $3, $4, $5, $6) returning id',
    [incident.matchId, incident.atSecond, incident.side, incident.kind, incident.points, incident.player],
  );
  return id;
}

/** Removes an undone goal's scoring row (nothing when a feed's result replaced it already). */
export async function deleteIncident(db: Database, matchId: number, id: number): Promise<void> {
  await db.query('delete from incidents where id = $1 and match_id = $2', [id, matchId]);
}

/** What a match's live state is computed from: its sport, kickoff, status override and scoring incidents. */
export interface ScoringState {
  sport_id: number;
  kickoff_time: Date | string;
  status_override: number | null;
  incidents: ScoringIncident[];
}

/** A match's scoring state as stored now (inside the caller's transaction), or undefined. */
export async function scoringState(db: Database, matchId: number): Promise<ScoringState | undefined> {
  const [match] = await db.query<Omit<ScoringState, 'incidents'>>(
    'select sport_id, kickoff_time, status_override from matches where id = $1',
    [matchId],
  );
  if (!match) return undefined;
  const incidents = await db.query<ScoringIncident>(
    "select at_second, side, points from incidents where match_id = $1 and kind in ('goal', 'score') order by at_second, id",
    [matchId],
  );
  return { ...match, incidents };
}

/** Which of these matches a data feed brought, with the provider's name. */
export async function feedProviders(db: Database, matchIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ local_id: number; provider: string }>(
    "select local_id, provider from feed_keys where kind = 'match' and local_id = any($1)",
    [[...matchIds]],
  );
  return new Map(rows.map((r) => [r.local_id, r.provider]));
}

/**
 * Marks the desk's standing events of these kinds on a match void because a feed's import overrode them (its status,
 * or its result's score): the desk then shows them as replaced, and an undo of one is refused.
 */
export async function voidByFeed(db: Database, matchId: number, kinds: readonly DeskEventKind[], provider: string): Promise<void> {
  await db.query(
    `update match_desk_events set voided_at = now(), voided_by = $3, void_reason = 'feed'
     where match_id = $1 and kind = any($2) and voided_at is null`,
    [matchId, [...kinds], provider],
  );
}

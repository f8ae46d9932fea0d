import type { Database } from '../../../db/database.ts';

export interface ActivityRow {
  id: number;
  title: string;
  summary: string;
  body: string[];
  cover: string;
  reward: string;
  match_id: number | null;
  start_time: string;
  end_time: string;
  status_override: number | null;
  entry_fee: number;
  award: number;
  edited_at: Date | null;
  version: number;
  /** An operator's new activity not yet published: the console's only, never the fans'. */
  draft: boolean;
}

/** Every activity fans may read (no drafts), the newest start first. */
export function publicActivities(db: Database): Promise<ActivityRow[]> {
  return db.query<ActivityRow>('select * from activities where not draft order by start_time desc, id');
}

/** Every activity, drafts first, then the newest start, each with how many fans joined: one query for the whole desk. */
export function deskActivities(db: Database): Promise<(ActivityRow & { participants: number })[]> {
  return db.query<ActivityRow & { participants: number }>(
    `select a.*, (select count(*)::int from activity_entries e where e.activity_id = a.id) as participants
     from activities a order by a.draft desc, a.start_time desc, a.id`,
  );
}

/**
 * One activity, or undefined. `lock` holds the row to the end of the transaction: an operator's edit of the fee or
 * the award (`update`) and a fan's paid entry (`share`) then take turns, so nobody pays a fee that changes under them.
 */
export async function activityRow(db: Database, id: number, lock?: 'update' | 'share'): Promise<ActivityRow | undefined> {
  const [row] = await db.query<ActivityRow>(`select * from activities where id = $1${lock ? ` for ${lock}` : ''}`, [id]);
  return row;
}

/** Sets the operator's status of an activity (null: the clock decides); false when there is no such activity. */
export async function setStatusOverride(db: Database, id: number, status: 0 | 3 | null): Promise<boolean> {
  // A new version: a console page that read the activity before this change is stale.
  const [row] = await db.query<{ id: number }>(
    'update activities set status_override = $2, version = version + 1 where id = $1 returning id',
    [id, status],
  );
  return row !== undefined;
}

/** How many fans joined the activity. */
export async function participantCount(db: Database, activityId: number): Promise<number> {
  const [{ participants }] = await db.query<{ participants: number }>(
    'select count(*)::int as participants from activity_entries where activity_id = $1',
    [activityId],
  );
  return participants;
}

/** The fan's entry in the activity, or undefined. */
export async function entryRow(
  db: Database,
  activityId: number,
  userId: number,
): Promise<{ fee: number; settled: string | null; joined_at: Date | string } | undefined> {
  const [row] = await db.query<{ fee: number; settled: string | null; joined_at: Date | string }>(
    'select fee, settled, joined_at from activity_entries where activity_id = $1 and user_id = $2',
    [activityId, userId],
  );
  return row;
}

/** Records the fan's entry unless there is one (the (activity, fan) key decides); false for a second. */
export async function insertEntry(tx: Database, activityId: number, userId: number, fee: number, now: Date): Promise<boolean> {
  const inserted = await tx.query(
    'insert into activity_entries (activity_id, user_id, fee, joined_at) values ($1, $2, $3, $4) on conflict do nothing returning user_id',
    [activityId, userId, fee, now.toISOString()],
  );
  return inserted.length > 0;
}

/**
 * Open entries that are due, with their activity, at most `limit`: of an activity called off (3), or over by the
 * clock, optionally of one activity. Open entries of running or withdrawn activities never fill the batch, however
 * many there are.
 */
export function dueEntries(
  db: Database,
  now: Date,
  activityId: number | undefined,
  limit: number,
): Promise<(ActivityRow & { user_id: number; fee: number })[]> {
  return db.query<ActivityRow & { user_id: number; fee: number }>(
    `select a.*, e.user_id, e.fee from activity_entries e join activities a on a.id = e.activity_id
     where e.settled is null and (a.status_override = 3 or (a.status_override is null and a.end_time <= $1)) and ($2::int is null or a.id = $2)
     order by a.id, e.user_id limit ${limit}`,
    [now.toISOString(), activityId ?? null],
  );
}

/** Claims an open entry's settlement (`settled is null`) as `settled`; false when another settler has it. */
export async function claimSettlement(tx: Database, activityId: number, userId: number, settled: string, now: Date): Promise<boolean> {
  const claimed = await tx.query(
    'update activity_entries set settled = $3, settled_at = $4 where activity_id = $1 and user_id = $2 and settled is null returning user_id',
    [activityId, userId, settled, now.toISOString()],
  );
  return claimed.length > 0;
}

/** The fields' values in the order the statements below number them: title, summary, body, cover, reward, start, end, fee, award. */
const fieldValues = (f: ActivityFields) =>
  [f.title, f.summary, JSON.stringify(f.body), f.cover, f.reward, f.start_time, f.end_time, f.entry_fee, f.award] as const;

/** Adds an operator's activity as a draft: an id from its own sequence, the house picture of that id without a cover. */
export async function insertActivity(db: Database, fields: ActivityFields, now: Date): Promise<ActivityRow> {
  const [row] = await db.query<ActivityRow>(
    `with next as (select nextval('activity_operator_ids')::int as id)
     insert into activities (id, title, summary, body, cover, reward, match_id, start_time, end_time, status_override, entry_fee, award,
       edited_at, version, draft)
     select next.id, $1, $2, $3, coalesce($4, '/static/pictures/activity/' || next.id || '.svg'), $5, null, $6, $7, null, $8, $9, $10, 1, true
     from next returning *`,
    [...fieldValues(fields), now],
  );
  return row;
}

/** The fields an operator writes of an activity in the console. */
export interface ActivityFields {
  title: string;
  summary: string;
  body: string[];
  cover: string | null;
  reward: string;
  start_time: Date;
  end_time: Date;
  entry_fee: number;
  award: number;
}

/**
 * Rewrites an activity read at `version` and marks it edited, so the demo seed leaves it alone; answers it after, or
 * undefined when it changed since.
 */
export async function updateActivity(
  db: Database,
  id: number,
  version: number,
  fields: ActivityFields,
  now: Date,
): Promise<ActivityRow | undefined> {
  const [row] = await db.query<ActivityRow>(
    `update activities set title = $3, summary = $4, body = $5, cover = coalesce($6, cover), reward = $7, start_time = $8, end_time = $9,
       entry_fee = $10, award = $11, edited_at = $12, version = version + 1
     where id = $1 and version = $2 returning *`,
    [id, version, ...fieldValues(fields), now],
  );
  return row;
}

/**
 * Publishes (a draft, or a withdrawn activity back to the clock) or withdraws (0) an activity on its schedule, as read
 * at `version`; marks it edited. Answers it after, or undefined when it changed since (or the move does not apply).
 */
export async function moveActivity(
  db: Database,
  id: number,
  version: number,
  move: 'publish' | 'withdraw',
  now: Date,
): Promise<ActivityRow | undefined> {
  const [set, from] =
    move === 'publish'
      ? ['draft = false, status_override = null', '(draft or status_override = 0)']
      : ['status_override = 0', '(not draft and status_override is null)'];
  const [row] = await db.query<ActivityRow>(
    `update activities set ${set}, edited_at = $3, version = version + 1 where id = $1 and version = $2 and ${from} returning *`,
    [id, version, now],
  );
  return row;
}

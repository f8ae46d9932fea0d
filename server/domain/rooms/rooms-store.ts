import type { Database } from '../../db/database.ts';

/** A live room with its anchor's name, face and signature. */
export interface RoomRow {
  liveid: number;
  anchor_id: number;
  title: string;
  category_id: number;
  sport_id: number;
  match_id: number | null;
  cover: string;
  base_online: number;
  stream_source: string;
  notice: string;
  nick_name: string;
  avatar: string;
  signature: string;
}

/** Which rooms to read; every field left out matches all. */
export interface RoomFilter {
  liveId?: number;
  anchorId?: number;
  matchId?: number;
  /** Rooms that cover no match. */
  withoutMatch?: boolean;
  /** 0 matches all, as the lists' requests send it. */
  sportId?: number;
  /** 0 matches all, as the lists' requests send it. */
  categoryId?: number;
  /** An ilike pattern on the anchor's nick or the room's title. */
  search?: string;
}

const roomSelect = `select r.*, u.nick_name, u.avatar, u.signature from rooms r join users u on u.id = r.anchor_id`;

function whereOf(filter: RoomFilter): [string, unknown[]] {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.liveId !== undefined) clauses.push(`r.liveid = $${params.push(filter.liveId)}`);
  if (filter.anchorId !== undefined) clauses.push(`r.anchor_id = $${params.push(filter.anchorId)}`);
  if (filter.matchId !== undefined) clauses.push(`r.match_id = $${params.push(filter.matchId)}`);
  if (filter.withoutMatch) clauses.push('r.match_id is null');
  if (filter.sportId) clauses.push(`r.sport_id = $${params.push(filter.sportId)}`);
  if (filter.categoryId) clauses.push(`r.category_id = $${params.push(filter.categoryId)}`);
  if (filter.search !== undefined) {
    const pattern = params.push(filter.search);
    clauses.push(`(u.nick_name ilike $${pattern} or r.title ilike $${pattern})`);
  }
  return [clauses.join(' and ') || 'true', params];
}

/** The rooms the filter matches, in liveid order. */
export function selectRooms(db: Database, filter: RoomFilter): Promise<RoomRow[]> {
  const [where, params] = whereOf(filter);
  return db.query<RoomRow>(`${roomSelect} where ${where} order by r.liveid`, params);
}

/** The room's anchor and the anchor's nick; undefined when there is no such room. */
export async function roomAnchor(db: Database, liveId: number): Promise<{ anchor_id: number; anchor_nick: string } | undefined> {
  const [room] = await db.query<{ anchor_id: number; anchor_nick: string }>(
    'select r.anchor_id, u.nick_name as anchor_nick from rooms r join users u on u.id = r.anchor_id where r.liveid = $1',
    [liveId],
  );
  return room;
}

/** Every room but one, in liveid order. */
export async function otherLiveIds(db: Database, liveId: number): Promise<number[]> {
  const rows = await db.query<{ liveid: number }>('select liveid from rooms where liveid <> $1 order by liveid', [liveId]);
  return rows.map((row) => row.liveid);
}

/** The anchor's rooms. */
export async function liveIdsOfAnchor(db: Database, anchorId: number): Promise<number[]> {
  const rows = await db.query<{ liveid: number }>('select liveid from rooms where anchor_id = $1', [anchorId]);
  return rows.map((row) => row.liveid);
}

/** The room's title; undefined when there is no such room. */
export async function roomTitle(db: Database, liveId: number): Promise<string | undefined> {
  const [room] = await db.query<{ title: string }>('select title from rooms where liveid = $1', [liveId]);
  return room?.title;
}

/** Sets the room's title (in the rebuilt rooms table: keepRoomSetting keeps it past the next start). */
export async function updateRoomTitle(db: Database, liveId: number, title: string): Promise<void> {
  await db.query('update rooms set title = $2 where liveid = $1', [liveId, title]);
}

/** Keeps what a manager set on the room: it outlives the rebuild of the rooms at the next start (seed/live-rooms.ts). */
export async function keepRoomSetting(
  db: Database,
  liveId: number,
  setting: 'title' | 'slow_mode',
  value: string | number,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into room_settings (liveid, ${setting}, updated_at) values ($1, $2, $3) on conflict (liveid) do update set ${setting} = excluded.${setting}, updated_at = excluded.updated_at`,
    [liveId, value, now.toISOString()],
  );
}

/** Seconds between two sends in the room (0: unlimited). */
export async function roomSlowMode(db: Database, liveId: number): Promise<number> {
  const [row] = await db.query<{ slow_mode: number }>('select slow_mode from room_settings where liveid = $1', [liveId]);
  return row?.slow_mode ?? 0;
}

/** One history row per user, room and server day: a reload updates the time instead of adding a row. */
export async function logWatch(db: Database, userId: number, liveId: number, at: Date, day: string): Promise<void> {
  await db.query(
    'insert into live_log (user_id, liveid, watched_at, watch_day) values ($1, $2, $3, $4) on conflict (user_id, liveid, watch_day) do update set watched_at = excluded.watched_at',
    [userId, liveId, at.toISOString(), day],
  );
}

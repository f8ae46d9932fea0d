import type { Database } from '../../db/database.ts';

/** A line of a room's HTTP history (getLiveChat); `user_id` is null for lines nobody in particular wrote. */
export interface RoomLineRow {
  id: number;
  user_id: number | null;
  nick_name: string;
  kind: string;
  content: string;
  created_at: string;
  gift: Record<string, unknown> | null;
}

/** Adds a line to the room's HTTP history. */
export async function insertRoomLine(
  db: Database,
  liveId: number,
  line: { userId: number | null; nick: string; kind: string; content: string; gift?: unknown; at: Date },
): Promise<void> {
  await db.query(
    'insert into room_messages (liveid, user_id, nick_name, kind, content, created_at, gift) values ($1, $2, $3, $4, $5, $6, $7)',
    [liveId, line.userId, line.nick, line.kind, line.content, line.at.toISOString(), line.gift == null ? null : JSON.stringify(line.gift)],
  );
}

/** The room's latest `count` lines, oldest first. */
export function recentRoomLines(db: Database, liveId: number, count: number): Promise<RoomLineRow[]> {
  return db.query<RoomLineRow>(
    'select * from (select * from room_messages where liveid = $1 order by id desc limit $2) recent order by id',
    [liveId, count],
  );
}

/** Keeps each room's newest `kept` lines and drops the older ones, in one statement over the table. */
export async function trimRoomLines(db: Database, kept: number): Promise<void> {
  await db.query(
    `delete from room_messages where id in (
       select id from (select id, row_number() over (partition by liveid order by id desc) as newer from room_messages) ranked where newer > $1)`,
    [kept],
  );
}

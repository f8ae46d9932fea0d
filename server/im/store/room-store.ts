import type { Database } from '../../db/database.ts';

/** The chat's reads and writes of the product's live rooms: whether a room exists, its title, its HTTP chat history. */

/** Whether the live room exists. */
export async function roomExists(db: Database, liveId: number): Promise<boolean> {
  const [room] = await db.query('select 1 from rooms where liveid = $1', [liveId]);
  return room !== undefined;
}

/** The live room's title, or undefined when there is no such room. */
export async function roomTitle(db: Database, liveId: number): Promise<string | undefined> {
  const [room] = await db.query<{ title: string }>('select title from rooms where liveid = $1', [liveId]);
  return room?.title;
}

/** A line of the room's HTTP chat history (getLiveChat); answers its id. */
export async function insertRoomLine(
  db: Database,
  line: { liveid: number; nick_name: string; kind: string; content: string; created_at: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into room_messages (liveid, nick_name, kind, content, created_at) values ($1, $2, $3, $4, $5) returning id',
    [line.liveid, line.nick_name, line.kind, line.content, line.created_at],
  );
  return row.id;
}

/** Deletes the room's chat: its HTTP history and the stored messages of its group `groupId`. */
export async function deleteRoomChat(db: Database, liveId: number, groupId: string): Promise<void> {
  await db.query('delete from room_messages where liveid = $1', [liveId]);
  await db.query('delete from im_messages where conversation_type = 2 and thread = $1', [groupId]);
}

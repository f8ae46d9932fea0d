import type { Database } from '../ports.ts';

/** Records a friend request made in a live room (once per pair). */
export async function insertFriend(db: Database, userId: number, friendId: number, liveid: number, at: string): Promise<void> {
  await db.query('insert into friends (user_id, friend_id, liveid, created_at) values ($1, $2, $3, $4) on conflict do nothing', [
    userId,
    friendId,
    liveid,
    at,
  ]);
}

import type { Database } from '../ports.ts';

/** A fan's row as the console's fan page reads it. */
export interface FanProfileRow {
  id: number;
  account: string;
  nick_name: string;
  avatar: string;
  mobile: string | null;
  vip_level: number;
  vip_date: Date | string | null;
  gold: number;
  diamond: number;
  is_anchor: boolean;
  regist_time: Date | string;
  last_login: Date | string | null;
  last_online: Date | string | null;
  chat_muted_until: Date | string | null;
}

/** A live session of a fan: where and when it started, and its last call. */
export interface FanSessionRow {
  created_at: Date | string;
  expires_at: Date | string;
  device: string;
  seen_at: Date | string | null;
}

/** One fan, or undefined when there is no such fan. */
export async function fanProfile(db: Database, id: number): Promise<FanProfileRow | undefined> {
  const [row] = await db.query<FanProfileRow>(
    `select id, account, nick_name, avatar, mobile, vip_level, vip_date, gold, diamond, is_anchor, regist_time, last_login,
            last_online, chat_muted_until
     from users where id = $1`,
    [id],
  );
  return row;
}

/** The fan's sessions unexpired at `at`, the latest call first. */
export function fanSessions(db: Database, userId: number, at: string): Promise<FanSessionRow[]> {
  return db.query<FanSessionRow>(
    `select created_at, expires_at, device, seen_at from sessions where user_id = $1 and expires_at > $2
     order by coalesce(seen_at, created_at) desc, created_at desc limit 50`,
    [userId, at],
  );
}

/** The fan's chat mute, locked until the caller's transaction ends; undefined when there is no such fan. */
export async function lockChatMute(db: Database, userId: number): Promise<{ chat_muted_until: Date | string | null } | undefined> {
  const [row] = await db.query<{ chat_muted_until: Date | string | null }>('select chat_muted_until from users where id = $1 for update', [
    userId,
  ]);
  return row;
}

/** Sets (or, with null, lifts) the fan's site-wide chat mute. */
export async function setChatMute(db: Database, userId: number, until: string | null): Promise<void> {
  await db.query('update users set chat_muted_until = $2 where id = $1', [userId, until]);
}

/** Ends every session of the fan unexpired at `at`; answers how many there were. */
export async function deleteLiveSessions(db: Database, userId: number, at: string): Promise<number> {
  const rows = await db.query('delete from sessions where user_id = $1 and expires_at > $2 returning token', [userId, at]);
  return rows.length;
}

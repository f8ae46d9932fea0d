import type { Database } from '../ports.ts';

/** A session row and its user's last_online, as a live session is read. */
export interface SessionRow {
  user_id: number;
  expires_at: Date | string;
  last_online: Date | string | null;
}

/** Stores a new session of the user. */
export async function insertSession(
  db: Database,
  session: { token: string; userId: number; createdAt: string; expiresAt: string; device: string },
): Promise<void> {
  await db.query('insert into sessions (token, user_id, created_at, expires_at, device, seen_at) values ($1, $2, $3, $4, $5, $3)', [
    session.token,
    session.userId,
    session.createdAt,
    session.expiresAt,
    session.device,
  ]);
}

/** The session's last call, for the console's list of a fan's sessions. */
export async function setSessionSeen(db: Database, token: string, at: string): Promise<void> {
  await db.query('update sessions set seen_at = $2 where token = $1', [token, at]);
}

/** The session of a token unexpired at `at`, with its user's last_online. */
export async function liveSession(db: Database, token: string, at: string): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(
    'select s.user_id, s.expires_at, u.last_online from sessions s join users u on u.id = s.user_id where s.token = $1 and s.expires_at > $2',
    [token, at],
  );
  return row;
}

/** Every session of a user. */
export async function deleteSessions(db: Database, userId: number): Promise<void> {
  await db.query('delete from sessions where user_id = $1', [userId]);
}

/** Every session of a user but `keep`. */
export async function deleteOtherSessions(db: Database, userId: number, keep: string): Promise<void> {
  await db.query('delete from sessions where user_id = $1 and token <> $2', [userId, keep]);
}

/** Ends a session at `at`; false when there is no such token. */
export async function expireSessionRow(db: Database, token: string, at: string): Promise<boolean> {
  const rows = await db.query('update sessions set expires_at = $2 where token = $1 returning token', [token, at]);
  return rows.length > 0;
}

/** Deletes every session expired before `at`. */
export async function deleteExpiredSessions(db: Database, at: string): Promise<void> {
  await db.query('delete from sessions where expires_at < $1', [at]);
}

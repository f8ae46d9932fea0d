import type { Database } from '../ports.ts';
import type { UserRow } from './users.ts';

// The users table's account columns: who the user is, their profile, when they signed in and were last online. Its
// follow and invitation counters are written by follow-store.ts and invite-store.ts, its wallet by the money area.

/** The user of an id, if any. */
export async function userById(db: Database, id: number | undefined): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>('select * from users where id = $1', [id]);
  return user;
}

/** The user of an account name, whatever its case. */
export async function userByAccount(db: Database, account: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>('select * from users where lower(account) = lower($1)', [account]);
  return user;
}

/** Whether an account name is taken, whatever its case. */
export async function accountTaken(db: Database, account: string): Promise<boolean> {
  const [taken] = await db.query('select 1 from users where lower(account) = lower($1)', [account]);
  return taken !== undefined;
}

/** The user whose bound phone is `mobile`. */
export async function userByMobile(db: Database, mobile: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>('select * from users where mobile = $1', [mobile]);
  return user;
}

/** A new account, signed in at `at`; the unique index on account refuses a taken name (23505). */
export async function insertUser(
  db: Database,
  account: { account: string; passwordHash: string; nickName: string; spSource: number; at: string },
): Promise<UserRow> {
  const [user] = await db.query<UserRow>(
    `insert into users (account, password_hash, nick_name, sp_source, regist_time, last_login, last_online)
         values ($1, $2, $3, $4, $5, $5, $5) returning *`,
    [account.account, account.passwordHash, account.nickName, account.spSource, account.at],
  );
  return user;
}

/** Records a sign-in at `at` (which is also being online). */
export async function setSignedIn(db: Database, userId: number, at: string): Promise<void> {
  await db.query('update users set last_login = $1, last_online = $1 where id = $2', [at, userId]);
}

/** Records the user online at `at`. */
export async function setOnline(db: Database, userId: number, at: string): Promise<void> {
  await db.query('update users set last_online = $1 where id = $2', [at, userId]);
}

/** Stores the user's new password hash. */
export async function setPasswordHash(db: Database, userId: number, hash: string): Promise<void> {
  await db.query('update users set password_hash = $1 where id = $2', [hash, userId]);
}

/** Binds a phone; the unique index on mobile refuses one bound to another account (23505). */
export async function setMobile(db: Database, userId: number, mobile: string): Promise<void> {
  await db.query('update users set mobile = $1 where id = $2', [mobile, userId]);
}

/** Stores the user's name, avatar and signature. */
export async function setProfile(db: Database, userId: number, profile: { nick_name: string; avatar: string; signature: string }) {
  await db.query('update users set nick_name = $1, avatar = $2, signature = $3 where id = $4', [
    profile.nick_name,
    profile.avatar,
    profile.signature,
    userId,
  ]);
}

/** The first three anchor admins, by id. */
export async function anchorAdmins(db: Database): Promise<UserRow[]> {
  return db.query<UserRow>('select * from users where is_anchor_admin order by id limit 3');
}

/** Marks the user a third-party member: the flag after. */
export async function setThirdMember(db: Database, userId: number): Promise<number> {
  const [row] = await db.query<{ third_member: number }>('update users set third_member = 1 where id = $1 returning third_member', [
    userId,
  ]);
  return row.third_member;
}

/** The rooms a user watched last, newest first (50). */
export async function watchedRooms(db: Database, userId: number) {
  return db.query<{ liveid: number; watched_at: string; title: string; nick_name: string; avatar: string; anchor_id: number }>(
    `select l.liveid, l.watched_at, r.title, u.nick_name, u.avatar, r.anchor_id from live_log l
       join rooms r on r.liveid = l.liveid join users u on u.id = r.anchor_id
       where l.user_id = $1 order by l.watched_at desc limit 50`,
    [userId],
  );
}

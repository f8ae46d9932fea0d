import type { Database } from '../../db/database.ts';

/** What the chat reads of the site's registered users (chat ids of registered users are their numeric ids). */

/** The user's nick, or undefined when there is no such user. */
export async function nickOf(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.query<{ nick_name: string }>('select nick_name from users where id = $1', [userId]);
  return row?.nick_name;
}

/** The nicks of those of the users that exist. */
export function nicksById(db: Database, userIds: readonly number[]): Promise<{ id: number; nick_name: string }[]> {
  return db.query<{ id: number; nick_name: string }>('select id, nick_name from users where id = any($1)', [userIds]);
}

/** The nick and avatar the server puts on the user's messages, or undefined when there is no such user. */
export async function nickAndAvatarOf(db: Database, userId: number): Promise<{ nick_name: string; avatar: string } | undefined> {
  const [row] = await db.query<{ nick_name: string; avatar: string }>('select nick_name, avatar from users where id = $1', [userId]);
  return row;
}

/** A sender's profile, VIP membership and site-wide chat mute (an operator's, docs/decisions.md "Site-wide chat mute"). */
export interface SenderRow {
  nick_name: string;
  avatar: string;
  vip_level: number;
  vip_date: Date | string | null;
  chat_muted_until: Date | string | null;
}

/** A sender's profile with its VIP membership and chat mute, or undefined when there is no such user. */
export async function senderOf(db: Database, userId: number): Promise<SenderRow | undefined> {
  const [row] = await db.query<SenderRow>('select nick_name, avatar, vip_level, vip_date, chat_muted_until from users where id = $1', [
    userId,
  ]);
  return row;
}

/** Whether the user is an anchor; undefined when there is no such user. */
export async function isAnchor(db: Database, userId: number): Promise<boolean | undefined> {
  const [row] = await db.query<{ is_anchor: boolean }>('select is_anchor from users where id = $1', [userId]);
  return row?.is_anchor;
}

/** When the user's site-wide chat mute ends (an operator's), or null when none was set; undefined for no such user. */
export async function chatMutedUntil(db: Database, userId: number): Promise<Date | string | null | undefined> {
  const [row] = await db.query<{ chat_muted_until: Date | string | null }>('select chat_muted_until from users where id = $1', [userId]);
  return row?.chat_muted_until;
}

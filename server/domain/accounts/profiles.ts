import { unixSeconds } from '../../clock.ts';
import { DomainError } from '../errors.ts';
import type { Database, ReadThroughCache } from '../ports.ts';
import { conflictAs } from '../unique-conflict.ts';
import { useSmsCode } from './sms-codes.ts';
import { anchorAdmins, setMobile, setProfile, setThirdMember, userById, watchedRooms } from './user-store.ts';
import { publicInfo, type UserRow } from './users.ts';

/** Binds the phone an SMS code was sent to (purpose `bind`) to the user. */
export async function bindPhone(db: Database, userId: number, input: { mobile: string; sms_code: string }, now: Date) {
  if (!(await useSmsCode(db, input.mobile, 'bind', input.sms_code, now))) throw new DomainError('BAD_INPUT', '短信验证码错误或已过期');
  // The unique index on mobile decides, race-free.
  await setMobile(db, userId, input.mobile).catch(conflictAs('该手机号已绑定其他账号'));
  return { mobile: input.mobile };
}

/** Changes one's own profile; omitted fields keep their value. */
export async function editProfile(
  db: Database,
  readCache: Pick<ReadThroughCache, 'clear'>,
  user: UserRow,
  input: { nick_name?: string; avatar?: string; signature?: string },
) {
  const { nick_name = user.nick_name, avatar = user.avatar, signature = user.signature } = input;
  await setProfile(db, user.id, { nick_name, avatar, signature });
  // Anchors' names and avatars show in rooms, which are read through the cache.
  readCache.clear();
  return { nick_name, avatar, signature };
}

/** The user a public call names, by `id` or `userid`. */
async function namedUser(db: Database, named: { id?: number; userid?: number }): Promise<UserRow> {
  const user = await userById(db, named.id ?? named.userid);
  if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
  return user;
}

/** What anyone may see of a user (users.ts `publicInfo`). */
export async function publicUser(db: Database, named: { id?: number; userid?: number }, now: Date) {
  return publicInfo(await namedUser(db, named), now);
}

/** When a user was last online (Unix seconds, 0 never). */
export async function lastOnline(db: Database, named: { id?: number; userid?: number }) {
  return { last_online: unixSeconds((await namedUser(db, named)).last_online) };
}

/** The rooms the user watched last, newest first. */
export async function liveLog(db: Database, userId: number) {
  const rows = await watchedRooms(db, userId);
  return {
    list: rows.map((r) => ({
      liveid: r.liveid,
      anchorid: r.anchor_id,
      title: r.title,
      nick_name: r.nick_name,
      avatar: r.avatar,
      time: unixSeconds(r.watched_at),
    })),
  };
}

/** The private agents a fan may contact: the first anchor admins. */
export async function privateAgents(db: Database, now: Date) {
  const agents = await anchorAdmins(db);
  return { list: agents.map((agent) => publicInfo(agent, now)) };
}

/** Marks the user a third-party member. */
export async function joinThirdMember(db: Database, userId: number) {
  return { third_member: await setThirdMember(db, userId) };
}

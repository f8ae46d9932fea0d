import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import { insertFriend } from './friend-store.ts';
import { userExists } from './user-store.ts';

/** A fan adds someone they met in a live room as a friend: someone else, who exists. */
export async function addFriend(db: Database, userId: number, friendId: number, liveid: number, now: Date) {
  if (friendId === userId) throw new DomainError('BAD_INPUT', '不能添加自己为好友');
  if (!(await userExists(db, friendId))) throw new DomainError('NOT_FOUND', '用户不存在');
  await insertFriend(db, userId, friendId, liveid, now.toISOString());
  return { friend_id: friendId };
}

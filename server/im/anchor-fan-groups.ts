import { anchorOfFansGroup, GroupKeyPrefix } from '../../runtime/im/protocol/group-keys.ts';
import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { Database } from '../db/database.ts';
import { ImError, invalidParameter } from './errors.ts';
import { isAnchor } from './store/user-store.ts';

/**
 * An anchor's fan group (docs/decisions.md "Anchor fan groups"): the id `CHATGROUP_ANCHORFANS_<anchor id>` is made only
 * by that user, who must be an anchor (10007 otherwise), as a Public group (10004 otherwise), so a fan who opens it
 * knows whose it is. Nothing is checked for any other id.
 */
export async function checkAnchorFanGroup(db: Database, groupId: string, userId: string, type: string): Promise<void> {
  if (!groupId.startsWith(GroupKeyPrefix.ANCHOR_FANS)) return;
  const anchor = anchorOfFansGroup(groupId);
  if (anchor !== userId || !/^\d{1,9}$/.test(userId))
    throw new ImError(ServerCode.NO_PERMISSION, `${groupId} is the fan group of user ${anchor || '(none)'}: only they make it`);
  if (!(await isAnchor(db, Number(userId)))) throw new ImError(ServerCode.NO_PERMISSION, 'only anchors have fan groups');
  if (type !== 'Public') throw invalidParameter('a fan group is a Public group');
}

/** A fan group stays its anchor's: its owner is never changed (10007). */
export function checkFanGroupOwnerChange(groupId: string): void {
  if (anchorOfFansGroup(groupId)) throw new ImError(ServerCode.NO_PERMISSION, `${groupId} belongs to its anchor and keeps its owner`);
}

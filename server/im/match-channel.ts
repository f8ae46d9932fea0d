import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { Database } from '../db/database.ts';
import { ImError } from './errors.ts';
import type { GroupInfo } from './groups.ts';

/**
 * A match's live-score channel `match_<id>` (docs/im-protocol.md "Match channels"): a group every page showing the
 * match joins, guests anonymously, to hear MatchDelta the moment the match changes. Like NOTIFY_ROOM it keeps no
 * members and no conversations, and only the server writes into it.
 */
const matchChannelPattern = /^match_(\d{1,9})$/;

export const matchChannelId = (matchid: number): string => `match_${matchid}`;

export const isMatchChannel = (groupId: string): boolean => matchChannelPattern.test(groupId);

/** The channel's group when `groupId` names a match channel (10010 when the match does not exist); null for other ids. */
export async function matchChannelGroup(db: Database, groupId: string): Promise<GroupInfo | null> {
  const matchid = matchChannelPattern.exec(groupId)?.[1];
  if (!matchid) return null;
  const [match] = await db.query('select 1 from matches where id = $1', [Number(matchid)]);
  if (!match) throw new ImError(ServerCode.GROUP_NOT_FOUND, `group ${groupId} does not exist`);
  return { id: groupId, type: 'AVChatRoom', name: groupId, announcesEntrances: false };
}

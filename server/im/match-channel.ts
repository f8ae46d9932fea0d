import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { Database } from '../db/database.ts';
import { ImError } from './errors.ts';
import type { GroupInfo } from './groups.ts';

/**
 * The live-score channels (docs/im-protocol.md "Match channels"): `match_<id>`, one match, which its detail page
 * joins; `scores_<yyyymmdd>`, every match of a China Standard Time day, which the score list joins. Pages join them,
 * guests anonymously, to hear MatchDelta the moment a match changes. Like NOTIFY_ROOM they keep no members and no
 * conversations, and only the server writes into them.
 */
const matchChannelPattern = /^match_(\d{1,9})$/;
const dayChannelPattern = /^scores_(\d{4})(\d{2})(\d{2})$/;
const cstOffsetMs = 8 * 3_600_000;

export const matchChannelId = (matchid: number): string => `match_${matchid}`;

/** The channel of the China Standard Time day a match kicks off on (the day the score list shows it under). */
export const dayChannelId = (kickoffMs: number): string =>
  `scores_${new Date(kickoffMs + cstOffsetMs).toISOString().slice(0, 10).replaceAll('-', '')}`;

export const isMatchChannel = (groupId: string): boolean => matchChannelPattern.test(groupId) || dayChannelPattern.test(groupId);

const isDay = (groupId: string): boolean => {
  const [, year, month, day] = dayChannelPattern.exec(groupId) ?? [];
  return year !== undefined && dayChannelId(Date.UTC(Number(year), Number(month) - 1, Number(day)) - cstOffsetMs) === groupId;
};

/**
 * The channel's group when `groupId` names a match or day channel (10010 when the match does not exist, or the day is
 * no calendar day); null for other ids.
 */
export async function matchChannelGroup(db: Database, groupId: string): Promise<GroupInfo | null> {
  if (!isMatchChannel(groupId)) return null;
  const matchid = matchChannelPattern.exec(groupId)?.[1];
  const exists = matchid ? (await db.query('select 1 from matches where id = $1', [Number(matchid)])).length > 0 : isDay(groupId);
  if (!exists) throw new ImError(ServerCode.GROUP_NOT_FOUND, `group ${groupId} does not exist`);
  return { id: groupId, type: 'AVChatRoom', name: groupId, announcesEntrances: false };
}

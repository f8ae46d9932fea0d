import { roomSystemSender } from '../../../im/index.ts';
import { parseData, type RoomMessageInput } from './room-lines.ts';

/**
 * The audience a live message tells: LiveGroupMemberJoinExit from the room's system sender, for this room (`live_<id>`)
 * (docs/decisions.md "A room's audience"); null for any other message or a malformed count (a fan can send any
 * payload to a public group).
 */
export function audienceOfMessage(message: RoomMessageInput, groupID: string): number | null {
  if (message.type !== 'TIMCustomElem' || message.from !== roomSystemSender) return null;
  const data = parseData(message.payload.data);
  if (data?.type !== 'LiveGroupMemberJoinExit' || `live_${String(data.liveid)}` !== groupID) return null;
  return Number.isSafeInteger(data.online) && (data.online as number) >= 0 ? (data.online as number) : null;
}

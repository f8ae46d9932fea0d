import { MessageType, type CustomPayload, type Message } from '../types.ts';

/** Sender of the realtime messages the server writes into a live room (docs/im-api.md). */
export const roomSystemSender = 'administrator';

/** What a `revokeMessage` realtime message names: the revoked message's key parts and who revoked it. */
export interface RevokeNotice {
  from: string;
  to: string;
  random: number;
  revoker: string;
}

/**
 * The revocation a live-room message announces, if it is the server's `revokeMessage`: live-room readers poll, so
 * this is how they hear of a revoke (a socket member also gets push.change). Anything else, or a payload that does
 * not parse, is not one.
 */
export function revokeNoticeOf(message: Pick<Message, 'from' | 'type' | 'payload'>): RevokeNotice | undefined {
  if (message.from !== roomSystemSender || message.type !== MessageType.CUSTOM) return undefined;
  let data: unknown;
  try {
    data = JSON.parse((message.payload as CustomPayload).data);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const notice = data as Record<string, unknown>;
  if (
    notice.type !== 'revokeMessage' ||
    typeof notice.from !== 'string' ||
    typeof notice.group_id !== 'string' ||
    typeof notice.random !== 'number'
  )
    return undefined;
  return {
    from: notice.from,
    to: notice.group_id,
    random: notice.random,
    revoker: typeof notice.revoker === 'string' ? notice.revoker : notice.from,
  };
}

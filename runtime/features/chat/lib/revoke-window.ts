import { MessageType, type Message } from '../../../im/index.ts';

/**
 * How long after sending a fan may revoke a message: two minutes, as in WeChat. The gateway would revoke any own
 * message; the window is the app's (docs/decisions.md "Chat screens").
 */
export const revokeWindowSeconds = 120;

/**
 * How long after sending a fan may edit their text: the revoke window, so a message can be taken back or corrected for
 * the same two minutes and not rewritten once the conversation has moved on (docs/decisions.md "Chat room edits,
 * emoji and slow mode").
 */
export const editWindowSeconds = revokeWindowSeconds;

type OwnMessage = Pick<Message, 'flow' | 'status' | 'isRevoked' | 'time'>;

const sentWithin = (message: OwnMessage, nowSeconds: number, windowSeconds: number) =>
  message.flow === 'out' && message.status === 'success' && !message.isRevoked && nowSeconds - message.time <= windowSeconds;

/** Whether `message` is the fan's own, sent, not yet revoked, and younger than the window at `nowSeconds`. */
export function canRevoke(message: OwnMessage, nowSeconds: number): boolean {
  return sentWithin(message, nowSeconds, revokeWindowSeconds);
}

/** Whether `message` is the fan's own text, sent, not revoked, and younger than the edit window at `nowSeconds`. */
export function canEdit(message: OwnMessage & Pick<Message, 'type'>, nowSeconds: number): boolean {
  return message.type === MessageType.TEXT && sentWithin(message, nowSeconds, editWindowSeconds);
}

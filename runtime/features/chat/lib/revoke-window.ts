import type { Message } from '../../../im/index.ts';

/**
 * How long after sending a fan may revoke a message: two minutes, as in WeChat. The gateway would revoke any own
 * message; the window is the app's (docs/decisions.md "Chat screens").
 */
export const revokeWindowSeconds = 120;

/** Whether `message` is the fan's own, sent, not yet revoked, and younger than the window at `nowSeconds`. */
export function canRevoke(message: Pick<Message, 'flow' | 'status' | 'isRevoked' | 'time'>, nowSeconds: number): boolean {
  return message.flow === 'out' && message.status === 'success' && !message.isRevoked && nowSeconds - message.time <= revokeWindowSeconds;
}

import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { fromBase64, StatusLimits } from '../../../runtime/im/protocol/service-codec.ts';
import { blockedWords } from '../content.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { registeredUsers, setCustomStatus } from '../store/status-store.ts';
import { statusesOf } from '../user-status.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { registeredId } from './relationship-call.ts';
import { requirePurchased, serviceAnswer, serviceRequest } from './service-call.ts';

const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** The request's user ids without repeats: 10004 when there are more than `limit` (or none and `allowEmpty` is false). */
function userIdsOf(call: CommandCall, limit: number, allowEmpty: boolean): string[] {
  const ids = [...new Set(serviceRequest(call).userIds ?? [])];
  if (ids.length > limit) throw invalidParameter(`user_ids: at most ${limit}`);
  if (ids.length === 0 && !allowEmpty) throw invalidParameter('user_ids must not be empty');
  return ids;
}

/** Splits ids into registered users and per-item failures (20003: no such user). */
async function known(call: CommandCall, ids: readonly string[]) {
  const registered = await registeredUsers(call.context.db, ids);
  return {
    users: ids.filter((id) => registered.has(id)),
    failures: ids
      .filter((id) => !registered.has(id))
      .map((userId) => ({ userId, code: ServerCode.INVALID_RECIPIENT, info: `no user ${userId}` })),
  };
}

/**
 * `status.set`, `status.get`, `status.subscribe`, `status.unsubscribe` (docs/im-protocol.md "User status commands").
 * Registered users only. Query, subscribe and unsubscribe need the userStatus ability (spec 001 §5).
 */
export const statusCommands: Record<string, CommandHandler> = {
  /** The custom status arrives base64 (spec 001 §3); at most 100 bytes of text, blocked words refused (80001); empty clears it. */
  async 'status.set'(call) {
    const me = String(registeredId(call));
    const text = fromBase64(serviceRequest(call).customStatus ?? '');
    if (text === undefined) throw invalidParameter('custom_status must be base64 of UTF-8 text');
    if (utf8Bytes(text) > StatusLimits.customStatusBytes)
      throw invalidParameter(`custom_status: at most ${StatusLimits.customStatusBytes} bytes, got ${utf8Bytes(text)}`);
    const lower = text.toLowerCase();
    if (blockedWords.some((word) => lower.includes(word.toLowerCase())))
      throw new ImError(ServerCode.BLOCKED_WORD, 'the custom status contains a blocked word');
    await setCustomStatus(call.context.db, me, text, call.now);
    call.afterResponse(() => call.gateway.statusChanged(me, true));
    return serviceAnswer({ statuses: await statusesOf(call.gateway, [me]) });
  },

  /** No ids asks for one's own status. */
  async 'status.get'(call) {
    const me = String(registeredId(call));
    requirePurchased(call.gateway, 'userStatus');
    const ids = userIdsOf(call, StatusLimits.query, true);
    const { users, failures } = await known(call, ids.length > 0 ? ids : [me]);
    return serviceAnswer({ statuses: await statusesOf(call.gateway, users), failures });
  },

  /** Answers the subscribed users' statuses now; the changes follow as `push.status`. */
  async 'status.subscribe'(call) {
    const me = String(registeredId(call));
    requirePurchased(call.gateway, 'userStatus');
    const { users, failures } = await known(call, userIdsOf(call, StatusLimits.subscribe, false));
    const { added, full } = call.gateway.subscribeStatus(me, users);
    const refused = full.map((userId) => ({
      userId,
      code: ServerCode.INVALID_PARAMETER,
      info: 'too many subscriptions: unsubscribe some first',
    }));
    return serviceAnswer({ statuses: await statusesOf(call.gateway, added), failures: [...failures, ...refused] });
  },

  /** The ids given, or everyone with unsubscribe_all. */
  async 'status.unsubscribe'(call) {
    const me = String(registeredId(call));
    requirePurchased(call.gateway, 'userStatus');
    const all = serviceRequest(call).unsubscribeAll === true;
    const ids = userIdsOf(call, StatusLimits.unsubscribe, all);
    call.gateway.unsubscribeStatus(me, all ? 'all' : ids);
    return serviceAnswer({});
  },
};

import type { ChatContext } from '../core/chat-context.ts';
import { requireAbility } from '../core/commercial.ts';
import { imError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import type { ProfanityFilter } from '../messages/message-service.ts';
import type { im } from '../protocol/generated/im.js';
import {
  decodeServiceResponse,
  decodeStatusPush,
  encodeServiceRequest,
  fromBase64,
  toBase64,
  type ServiceRequest,
  type WireUserStatus,
} from '../protocol/service-codec.ts';
import { checkedCustomStatus, checkedUserIds, statusLimit } from './status-rules.ts';
import type { UserStatus, UserStatusFailure } from './types.ts';

const statusFromWire = (wire: WireUserStatus): UserStatus => ({
  userID: wire.userId ?? '',
  statusType: wire.statusType ?? 0,
  customStatus: fromBase64(wire.customStatus ?? '') ?? '',
});

/**
 * User status (spec 001 §3, §5, §7): my custom status, others' statuses, and subscriptions to their changes, which
 * arrive as USER_STATUS_UPDATED. Loaded the first time an app calls one of these methods or the server pushes a
 * status. Query, subscribe and unsubscribe need the purchased userStatus ability.
 */
export class StatusModule {
  constructor(
    private readonly context: ChatContext,
    private readonly filterProfanity: ProfanityFilter | undefined,
  ) {}

  /** The custom status goes base64 on the wire (spec 001 §3); an empty one clears it. Blocked words: PROFANITY_FOUND. */
  async setSelfStatus(options: { customStatus: string }): Promise<{ userStatusList: UserStatus[] }> {
    const customStatus = checkedCustomStatus(options?.customStatus);
    if (customStatus && this.filterProfanity?.(customStatus).blocked)
      throw imError('PROFANITY_FOUND', 'the custom status contains a blocked word');
    const response = await this.call('status.set', { customStatus: toBase64(customStatus) });
    return { userStatusList: (response.statuses ?? []).map(statusFromWire) };
  }

  /** At most 500 ids (cloud-configurable); none asks for my own. Unknown users are in failureUserList. */
  async getUserStatus(options?: {
    userIDList?: string[];
  }): Promise<{ successUserList: UserStatus[]; failureUserList: UserStatusFailure[] }> {
    requireAbility(this.context, 'userStatus');
    const userIds = checkedUserIds(options?.userIDList, statusLimit('query', this.context.cloudConfig), 'getUserStatus');
    this.limit('getUserStatus');
    const response = await this.call('status.get', { userIds });
    return { successUserList: (response.statuses ?? []).map(statusFromWire), failureUserList: failuresOf(response.failures) };
  }

  /** At most 100 ids (cloud-configurable), at least one. Their changes arrive as USER_STATUS_UPDATED. */
  async subscribeUserStatus(options: { userIDList: string[] }): Promise<{ failureUserList: UserStatusFailure[] }> {
    requireAbility(this.context, 'userStatus');
    const userIds = checkedUserIds(options?.userIDList, statusLimit('subscribe', this.context.cloudConfig), 'subscribeUserStatus');
    if (userIds.length === 0) throw imError('INVALID_PARAMETER', 'subscribeUserStatus: userIDList must name at least one user');
    this.limit('subscribeUserStatus');
    const response = await this.call('status.subscribe', { userIds });
    return { failureUserList: failuresOf(response.failures) };
  }

  /** At most 100 ids (cloud-configurable); none, or an empty list, unsubscribes from everyone (spec 001 §5). */
  async unsubscribeUserStatus(options?: { userIDList?: string[] }): Promise<{ failureUserList: UserStatusFailure[] }> {
    requireAbility(this.context, 'userStatus');
    const userIds = checkedUserIds(options?.userIDList, statusLimit('unsubscribe', this.context.cloudConfig), 'unsubscribeUserStatus');
    this.limit('unsubscribeUserStatus');
    await this.call('status.unsubscribe', userIds.length > 0 ? { userIds } : { unsubscribeAll: true });
    return { failureUserList: [] };
  }

  /** `push.status`: the statuses of users I follow that changed. */
  push(frame: im.Frame): void {
    const statuses = decodeStatusPush(frame.service ?? new Uint8Array()).statuses ?? [];
    if (statuses.length > 0) this.context.emitter.emit(ImEvent.USER_STATUS_UPDATED, statuses.map(statusFromWire));
  }

  private limit(call: string): void {
    const limited = this.context.limiter.check(call);
    if (limited) throw limited;
  }

  private async call(command: string, request: ServiceRequest) {
    const frame = await this.context.request(command, { service: encodeServiceRequest(request) });
    return decodeServiceResponse(frame.service ?? new Uint8Array());
  }
}

function failuresOf(
  failures: readonly { userId?: string | null; code?: number | null; info?: string | null }[] | null | undefined,
): UserStatusFailure[] {
  return (failures ?? []).map((failure) => ({ userID: failure.userId ?? '', code: failure.code ?? 0, message: failure.info ?? '' }));
}

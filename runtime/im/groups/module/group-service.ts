import { ErrorCode, ImError, imError, ServerCode } from '../../errors.ts';
import { ImEvent } from '../../events.ts';
import type { JoinGroupResponse } from '../../protocol/codec.ts';
import type { ChatContext } from '../../core/chat-context.ts';
import { GroupType } from '../../types.ts';
import type { GroupRecovery } from './group-recovery.ts';
import { LongPoller, type RoomWire } from './long-poller.ts';
import { mayRefreshOnlineCount, defaultOnlineCountExpirySeconds, type OnlineCountCache } from './online-count.ts';
import { pollingConfigFrom } from './polling-interval.ts';
import './join-messages.ts';

// In this chunk, beside the live rooms that feed it: the core hands it socket pushes of groups once loaded.
export { GroupRecovery } from './group-recovery.ts';

export type JoinStatus = 'JoinedSuccess' | 'WaitAdminApproval' | 'AlreadyInGroup';

/** Joining and leaving groups, and reading live rooms by long polling (spec 001 §4 Groups, Live chat room). */
export class GroupService {
  private readonly pollers = new Map<string, LongPoller>();
  private readonly onlineCounts = new Map<string, OnlineCountCache>();
  /** Live rooms joined over the socket (logged in), so a reconnect joins them again. */
  private readonly memberships = new Set<string>();
  /** Quits asked per group: a join answered after a quit asked while it was on its way reads nothing (see join). */
  private readonly quits = new Map<string, number>();

  constructor(
    private readonly context: ChatContext,
    /** Every group message, pushed or polled, goes through it. */
    readonly recovery: GroupRecovery,
    /** The core's codec of joins and polls (long-poller.ts RoomWire). */
    private readonly wire: RoomWire,
  ) {}

  isInLiveRoom(groupID: string): boolean {
    return this.pollers.get(groupID)?.isRunning ?? false;
  }

  /**
   * Logged in: over the socket. Not logged in: only a live room, anonymously, by HTTP. `asMember` is whether the SDK
   * was logged in when the app asked (sdk.ts): a login that ends while this service's chunk loads does not turn an
   * anonymous reading into a member's join, which the app would quit and join again (the room hearing a quit).
   */
  async join(
    options: {
      groupID: string;
      type?: GroupType;
      applyMessage?: string;
    },
    asMember = this.context.isLoggedIn(),
  ): Promise<{ status: JoinStatus; group: { groupID: string; type: string } }> {
    if (!options?.groupID || typeof options.groupID !== 'string') throw imError('INVALID_PARAMETER', 'groupID is required');
    // Spec 001 §5: a Private (Work) group is joined by invitation only.
    if (options.type === GroupType.PRIVATE) throw imError('CANNOT_JOIN_WORK');
    const limited = this.context.limiter.check('joinGroup');
    if (limited) throw limited;
    const quits = this.quits.get(options.groupID);
    let answer: JoinGroupResponse;
    if (asMember) {
      try {
        answer =
          (
            await this.context.request('group.join', {
              groupRequest: { groupId: options.groupID, applyMessage: options.applyMessage ?? '' },
            })
          ).joinGroupResponse ?? {};
      } catch (error) {
        throw error instanceof ImError && error.code >= 10000
          ? new ImError(ErrorCode.JOIN_GROUP_FAIL, error.message, { serverCode: error.code })
          : error;
      }
    } else {
      if (options.type && options.type !== GroupType.AVCHATROOM) throw imError('CANNOT_JOIN_NON_AVCHATROOM_WITHOUT_LOGIN');
      answer = await this.anonymousJoin(options.groupID);
    }
    const status = answer.status as JoinStatus;
    if (status !== 'JoinedSuccess' && status !== 'WaitAdminApproval' && status !== 'AlreadyInGroup') throw imError('JOIN_GROUP_FAIL');
    const type = answer.groupType || options.type || '';
    if (type) this.context.groupTypes.set(options.groupID, type as GroupType);
    // The app quit the room while this join was on its way (a page that read it anonymously and now joins as a member):
    // polling it would read a room the app left, and replace, as stopped, the poller of the join that followed.
    if (type === GroupType.AVCHATROOM && this.quits.get(options.groupID) === quits) {
      if (!answer.longPollingKey) throw imError('JOIN_GROUP_FAIL', 'the live room gave no polling key');
      // After startPolling: replacing a poller forgets the group's old position.
      this.startPolling(options.groupID, answer.longPollingKey, answer.nextSequence ?? 0);
      this.recovery.order.start(options.groupID, Math.max(0, (answer.nextSequence ?? 1) - 1));
      if (asMember) this.memberships.add(options.groupID);
    }
    return { status, group: { groupID: options.groupID, type } };
  }

  async quit(groupID: string): Promise<{ groupID: string }> {
    this.quits.set(groupID, (this.quits.get(groupID) ?? 0) + 1);
    const wasPolling = this.isInLiveRoom(groupID);
    this.pollers.get(groupID)?.stop('quit');
    this.pollers.delete(groupID);
    this.forget(groupID);
    if (!this.context.isLoggedIn()) {
      if (!wasPolling) throw imError('MEMBER_NOT_IN_GROUP');
      return { groupID };
    }
    try {
      await this.context.request('group.quit', { groupRequest: { groupId: groupID } });
    } catch (error) {
      if (error instanceof ImError && error.code === ServerCode.NO_PERMISSION) throw imError('MEMBER_NOT_IN_GROUP');
      throw error;
    }
    return { groupID };
  }

  /** Cached by the refresh rule of spec 001 §9; asked again only when stale, not recently updated nor requested. */
  async onlineCount(groupID: string): Promise<{ memberCount: number }> {
    const now = this.context.now();
    const cache = this.onlineCounts.get(groupID);
    if (!mayRefreshOnlineCount(cache, now) || !this.context.isLoggedIn()) return { memberCount: cache?.count ?? 0 };
    this.onlineCounts.set(groupID, {
      count: cache?.count ?? 0,
      expiresAt: cache?.expiresAt ?? 0,
      updatedAt: cache?.updatedAt ?? 0,
      requestedAt: now,
    });
    const answer = (await this.context.request('group.onlineCount', { groupRequest: { groupId: groupID } })).onlineCountResponse;
    const count = answer?.onlineMemberNum ?? 0;
    const expiry = answer?.expireTime || defaultOnlineCountExpirySeconds;
    this.onlineCounts.set(groupID, { count, expiresAt: now + expiry * 1000, updatedAt: now, requestedAt: now });
    return { memberCount: count };
  }

  stopAll(reason: 'quit' | 'reset' = 'reset'): void {
    for (const poller of this.pollers.values()) poller.stop(reason);
    this.pollers.clear();
    for (const groupID of [...this.memberships]) this.forget(groupID);
  }

  /**
   * After a reconnect: the new socket is in no room yet, so each live room joined as a member is joined again
   * (the server counts it as no entrance), which also reports the room's next sequence. The poller switches to the
   * new key (keys do not survive a server restart), and whatever came meanwhile is recovered by sequence gap.
   */
  async rejoinAll(): Promise<void> {
    for (const groupID of [...this.memberships]) {
      try {
        const answer = (await this.context.request('group.join', { groupRequest: { groupId: groupID } })).joinGroupResponse ?? {};
        if (!this.memberships.has(groupID)) continue;
        if (answer.longPollingKey) this.pollers.get(groupID)?.useKey(answer.longPollingKey);
        await this.recovery.catchUp(groupID, (answer.nextSequence ?? 1) - 1);
      } catch (error) {
        this.context.log.warn(`chat: joining ${groupID} again after a reconnect failed`, error);
      }
    }
  }

  /**
   * A live room's key the server no longer knows (a restart, a forgotten key): a member joins again over the socket,
   * a guest anonymously, as a new visitor. Answers the new key.
   */
  private async joinAgain(groupID: string): Promise<string | undefined> {
    const answer =
      this.memberships.has(groupID) && this.context.isLoggedIn()
        ? ((await this.context.request('group.join', { groupRequest: { groupId: groupID } })).joinGroupResponse ?? {})
        : await this.anonymousJoin(groupID);
    return answer.longPollingKey || undefined;
  }

  private forget(groupID: string): void {
    this.memberships.delete(groupID);
    this.recovery.order.forget(groupID);
  }

  private async anonymousJoin(groupID: string): Promise<JoinGroupResponse> {
    const fetch = this.context.fetch;
    if (!fetch) throw imError('NETWORK_ERROR', 'no fetch on this platform');
    const response = await fetch(`${this.context.httpBase}/im/anonymous-join`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-protobuf' },
      body: this.wire.encodeAnonymousJoin({ groupId: groupID, sdkAppId: this.context.sdkAppID }),
    });
    if (!response.ok) throw imError('JOIN_GROUP_FAIL', `anonymous join answered HTTP ${response.status}`);
    return this.wire.decodeJoinGroupResponse(new Uint8Array(await response.arrayBuffer()));
  }

  private startPolling(groupID: string, key: string, startSequence: number): void {
    const fetch = this.context.fetch;
    if (!fetch) throw imError('NETWORK_ERROR', 'no fetch on this platform');
    this.pollers.get(groupID)?.stop('reset');
    const poller = new LongPoller({
      wire: this.wire,
      url: () => `${this.context.httpBase}/im/long-poll`,
      key,
      startSequence,
      fetch,
      config: pollingConfigFrom(this.context.cloudConfig),
      log: this.context.log,
      messages: (messages) => this.recovery.offer(messages),
      joinAgain: () => this.joinAgain(groupID),
      failed: (error) => this.context.emitter.emit(ImEvent.ERROR, error),
      stopped: (reason) => {
        if (this.pollers.get(groupID) === poller) {
          this.pollers.delete(groupID);
          this.forget(groupID);
        }
        this.context.emitter.emit(ImEvent.GROUP_POLLING_STOPPED, { groupID, reason });
      },
    });
    this.pollers.set(groupID, poller);
    poller.start();
  }
}

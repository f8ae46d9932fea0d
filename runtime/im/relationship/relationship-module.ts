import type { ChatContext } from '../core/chat-context.ts';
import { imError, ImError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import type { ProfanityFilter } from '../messages/message-service.ts';
import type { im } from '../protocol/generated/im.js';
import {
  decodeRelationshipPush,
  RelationshipPushKind,
  type RelationshipRequest,
  type WireFriend,
  type WireResultItem,
  type WireUserProfile,
} from '../protocol/relationship-codec.ts';
import { ServerCode } from '../protocol/server-codes.ts';
import { FriendGroups } from './friend-groups.ts';
import * as rules from './friend-rules.ts';
import { profileFromWire } from './profile-cache.ts';
import { ProfileBook } from './profile-book.ts';
import { relationshipRequest } from './relationship-request.ts';
import { RelationshipTypes as T, type BatchResult, type Friend, type FriendApplication, type FriendGroup, type Profile } from './types.ts';
import './relationship-messages.ts';

/**
 * Friends, friend applications, profiles and the blacklist (spec 001 §3-§5): the module the SDK loads the first
 * time an app calls one of these methods or the server pushes a change, so the core the app loads first stays small.
 * It keeps the friend list, the applications and the blacklist it last fetched, and profiles for 24 hours.
 */
export class RelationshipModule {
  private friends = new Map<string, Friend>();
  private friendsLoaded = false;
  private applications: FriendApplication[] = [];
  private unread = 0;
  private readonly book: ProfileBook;
  private readonly friendGroups: FriendGroups;

  constructor(
    private readonly context: ChatContext,
    private readonly filterProfanity: ProfanityFilter | undefined,
  ) {
    this.book = new ProfileBook(context, filterProfanity);
    this.friendGroups = new FriendGroups(context, () => this.friends);
  }

  /** Forgets everything of the user who logged out. */
  reset(): void {
    this.friends.clear();
    this.friendsLoaded = false;
    this.applications = [];
    this.unread = 0;
    this.book.cache.clear();
    this.friendGroups.groups.clear();
  }

  async getFriendList(): Promise<Friend[]> {
    const response = await this.call('friend.list', {});
    this.friends = new Map((response.friends ?? []).map((wire) => [wire.userId ?? '', this.friendFromWire(wire)]));
    this.friendsLoaded = true;
    return [...this.friends.values()];
  }

  /** 0 is a friend now; 30539 is an application the peer has to answer, also a success (spec 001 §7). */
  async addFriend(options: {
    to: string;
    source: string;
    wording?: string;
    type?: string;
    remark?: string;
  }): Promise<{ userID: string; code: number; message: string }> {
    if (typeof options?.to !== 'string' || options.to === '') throw imError('INVALID_PARAMETER', 'to is required');
    const source = rules.checkedSource(options.source);
    const remark = rules.checkedRemark(options.remark);
    const wording = options.wording ?? '';
    if (this.friends.has(options.to)) throw imError('ALREADY_MY_FRIEND');
    if (wording && this.filterProfanity?.(wording).blocked) throw imError('PROFANITY_FOUND', 'the wording contains a blocked word');
    const response = await this.call('friend.add', {
      addItems: [{ to: options.to, source, wording, remark }],
      type: rules.wireAddType(options.type),
    });
    const [item] = response.results ?? [];
    const code = item?.code ?? 0;
    if (code !== 0 && code !== ServerCode.FRIEND_APPLICATION_PENDING) throw new ImError(code, item?.info ?? '', { userID: options.to });
    if (code === 0) await this.refreshFriends();
    return { userID: options.to, code, message: item?.info ?? '' };
  }

  async updateFriend(options: { userID: string; remark?: string }): Promise<Friend> {
    const friend = this.friends.get(options?.userID);
    if (!friend) throw imError('NOT_MY_FRIEND');
    const remark = rules.checkedRemark(options.remark);
    const [item] = (await this.call('friend.update', { userIds: [options.userID], remark })).results ?? [];
    if (item?.code) throw new ImError(item.code, item.info ?? '');
    friend.remark = remark;
    this.announceFriends();
    return friend;
  }

  async deleteFriend(options: { userIDList: string[]; type?: string }): Promise<BatchResult> {
    const type = rules.wireDeleteType(options?.type);
    const userIds = rules.userIDList(options?.userIDList, rules.maxFriendDelete);
    const batch = batchOf((await this.call('friend.delete', { userIds, type })).results);
    for (const { userID } of batch.successUserIDList) this.friends.delete(userID);
    if (batch.successUserIDList.length > 0) this.announceFriends();
    return batch;
  }

  /** Friends among the ids (at most 100), from the friend list; non-friends fail with NOT_MY_FRIEND (spec 001 §5). */
  async getFriendProfile(options: {
    userIDList: string[];
  }): Promise<{ friendList: Friend[]; failureUserIDList: BatchResult['failureUserIDList'] }> {
    const userIds = rules.userIDList(options?.userIDList, rules.maxFriendProfileIds);
    if (!this.friendsLoaded) await this.getFriendList();
    const notFriend = imError('NOT_MY_FRIEND');
    return {
      friendList: userIds.flatMap((id) => this.friends.get(id) ?? []),
      failureUserIDList: userIds
        .filter((id) => !this.friends.has(id))
        .map((userID) => ({ userID, code: notFriend.code, message: notFriend.message })),
    };
  }

  async checkFriend(options: {
    userIDList: string[];
    type?: string;
  }): Promise<BatchResult<{ userID: string; code: number; relation: string }>> {
    const userIds = rules.userIDList(options?.userIDList, rules.maxFriendDelete);
    const results = (await this.call('friend.check', { userIds, type: rules.wireCheckType(options?.type) })).results ?? [];
    return {
      successUserIDList: results.map((item) => ({ userID: item.userId ?? '', code: 0, relation: rules.relationName(item.relation) })),
      failureUserIDList: [],
    };
  }

  async getFriendApplicationList(): Promise<{ friendApplicationList: FriendApplication[]; unreadCount: number }> {
    const response = await this.call('friendApplication.list', {});
    this.applications = (response.applications ?? []).map((wire) => ({
      userID: wire.userId ?? '',
      nick: wire.nick ?? '',
      avatar: wire.avatar ?? '',
      time: wire.time ?? 0,
      source: wire.source ?? '',
      wording: wire.wording ?? '',
      type: rules.applicationTypeFromWire(wire.type),
    }));
    this.unread = response.unreadCount ?? 0;
    return this.applicationState();
  }

  async acceptFriendApplication(options: { userID: string; remark?: string; type?: string }): Promise<{ userID: string }> {
    const application = this.applicationFrom(options?.userID, T.SNS_APPLICATION_SENT_TO_ME);
    const remark = rules.checkedRemark(options.remark);
    await this.call('friendApplication.respond', {
      userIds: [application.userID],
      response: rules.wireAcceptResponse(options.type),
      remark,
    });
    this.processed([application]);
    await this.refreshFriends();
    return { userID: application.userID };
  }

  async refuseFriendApplication(options: { userID: string }): Promise<{ userID: string }> {
    const application = this.applicationFrom(options?.userID, T.SNS_APPLICATION_SENT_TO_ME);
    await this.call('friendApplication.respond', { userIds: [application.userID], response: 3 });
    this.processed([application]);
    return { userID: application.userID };
  }

  /** Only an application of the local list can be deleted (spec 001 §5); sent-to-me unless the type says otherwise. */
  async deleteFriendApplication(options: { userID: string; type?: string }): Promise<{ userID: string }> {
    const application = this.applicationFrom(options?.userID, rules.applicationTypeOf(options?.type));
    const [item] =
      (await this.call('friendApplication.delete', { userIds: [application.userID], type: rules.wireApplicationType(application.type) }))
        .results ?? [];
    if (item?.code) throw new ImError(item.code, item.info ?? '');
    this.processed([application]);
    return { userID: application.userID };
  }

  async setFriendApplicationRead(): Promise<object> {
    await this.call('friendApplication.read', {});
    this.unread = 0;
    this.context.emitter.emit(ImEvent.FRIEND_APPLICATION_LIST_UPDATED, this.applicationState());
    return {};
  }

  getMyProfile(): Promise<Profile> {
    return this.book.getMyProfile();
  }

  getUserProfile(options: { userIDList: string[] }): Promise<Profile[]> {
    return this.book.getUserProfile(options);
  }

  updateMyProfile(options: Record<string, unknown>): Promise<Profile> {
    return this.book.updateMyProfile(options);
  }

  getBlacklist(): Promise<string[]> {
    return this.book.getBlacklist();
  }

  addToBlacklist(options: { userIDList: string[] }): Promise<string[]> {
    return this.book.addToBlacklist(options);
  }

  removeFromBlacklist(options: { userIDList: string[] }): Promise<string[]> {
    return this.book.removeFromBlacklist(options);
  }

  getFriendGroupList(): Promise<FriendGroup[]> {
    return this.friendGroups.list();
  }

  createFriendGroup(options: { name: string; userIDList?: string[] }) {
    return this.friendGroups.create(options);
  }

  deleteFriendGroup(options: { name: string }): Promise<FriendGroup> {
    return this.friendGroups.delete(options);
  }

  renameFriendGroup(options: { oldName: string; newName: string }): Promise<FriendGroup> {
    return this.friendGroups.rename(options);
  }

  addToFriendGroup(options: { name: string; userIDList: string[] }) {
    return this.friendGroups.add(options);
  }

  removeFromFriendGroup(options: { name: string; userIDList: string[] }) {
    return this.friendGroups.remove(options);
  }

  /** A change made elsewhere (another device, the peer): refetch what changed and announce it. */
  push(frame: im.Frame): void {
    let push: ReturnType<typeof decodeRelationshipPush>;
    try {
      push = decodeRelationshipPush(frame.relationship ?? new Uint8Array());
    } catch (error) {
      this.context.log.warn('chat: dropped a relationship push that does not decode', error);
      return;
    }
    const refresh = (): Promise<unknown> => {
      switch (push.kind) {
        case RelationshipPushKind.FRIENDS:
          return this.refreshFriends();
        case RelationshipPushKind.APPLICATIONS:
          return this.getFriendApplicationList().then((state) => this.context.emitter.emit(ImEvent.FRIEND_APPLICATION_LIST_UPDATED, state));
        case RelationshipPushKind.PROFILE:
          return Promise.resolve(this.profilesChanged(push.profiles ?? []));
        case RelationshipPushKind.BLACKLIST:
          return this.book.getBlacklist().then((list) => this.context.emitter.emit(ImEvent.BLACKLIST_UPDATED, list));
        case RelationshipPushKind.FRIEND_GROUPS:
          return this.friendGroups.list();
        default:
          this.context.log.warn(`chat: ignored relationship push of kind ${push.kind}`);
          return Promise.resolve();
      }
    };
    refresh().catch((error) => this.context.log.warn('chat: refreshing after a relationship push failed', error));
  }

  private profilesChanged(wires: readonly WireUserProfile[]): void {
    for (const profile of this.book.changed(wires)) {
      const friend = this.friends.get(profile.userID);
      if (friend) friend.profile = profile;
    }
  }

  private async refreshFriends(): Promise<void> {
    await this.getFriendList();
    this.announceFriends();
  }

  private announceFriends(): void {
    this.context.emitter.emit(ImEvent.FRIEND_LIST_UPDATED, [...this.friends.values()]);
  }

  private applicationState(): { friendApplicationList: FriendApplication[]; unreadCount: number } {
    return { friendApplicationList: [...this.applications], unreadCount: this.unread };
  }

  private applicationFrom(userID: unknown, type: FriendApplication['type']): FriendApplication {
    const application = this.applications.find((item) => item.userID === userID && item.type === type);
    if (!application) throw imError('FRIEND_APPLICATION_NOT_EXIST');
    return application;
  }

  /** Answered or deleted applications leave the list; those sent to me lower the unread count, never below 0. */
  private processed(done: readonly FriendApplication[]): void {
    this.applications = this.applications.filter((item) => !done.includes(item));
    this.unread = rules.unreadAfter(this.unread, done.filter((item) => item.type === T.SNS_APPLICATION_SENT_TO_ME).length);
    this.context.emitter.emit(ImEvent.FRIEND_APPLICATION_LIST_UPDATED, this.applicationState());
  }

  private friendFromWire(wire: WireFriend): Friend {
    const profile = profileFromWire(wire.profile ?? { userId: wire.userId });
    this.book.cache.put(profile);
    return {
      userID: wire.userId ?? '',
      remark: wire.remark ?? '',
      groupList: [...(wire.groupList ?? [])],
      source: wire.source ?? '',
      addTime: wire.addTime ?? 0,
      friendCustomField: [],
      profile,
    };
  }

  private call(command: string, request: RelationshipRequest) {
    return relationshipRequest(this.context, command, request);
  }
}

/** Per-item results as success and failure lists (spec 001 §8). */
function batchOf(results: readonly WireResultItem[] | null | undefined): BatchResult {
  const batch: BatchResult = { successUserIDList: [], failureUserIDList: [] };
  for (const item of results ?? []) {
    if (item.code) batch.failureUserIDList.push({ userID: item.userId ?? '', code: item.code, message: item.info ?? '' });
    else batch.successUserIDList.push({ userID: item.userId ?? '' });
  }
  return batch;
}

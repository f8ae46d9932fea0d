import type { ChatContext } from '../../core/chat-context.ts';
import { requireAbility } from '../../core/commercial.ts';
import { imError, ImError, ServerCode } from '../../errors.ts';
import { ImEvent } from '../../events.ts';
import type { ProfanityFilter } from '../../messages/message-service.ts';
import {
  ApplicationType,
  decodeGroupNotice,
  GroupChangeType,
  GroupLimits,
  GroupNoticeType,
  type GroupNotice,
  type GroupRequest,
} from '../../protocol/group-codec.ts';
import type { WireMessage } from '../../protocol/codec.ts';
import type { im } from '../../protocol/generated/im.js';
import { conversationIdOf } from '../../conversations/conversation-id.ts';
import { remindTypeOf } from '../../conversations/conversation-settings.ts';
import { ConversationType, GroupType } from '../../types.ts';
import * as rules from './group-rules.ts';
import { noticeMessage } from './group-notices.ts';
import { groupFromWire, groupRequest, memberFromWire } from './group-wire.ts';
import { TopicService } from './topic-service.ts';
import { AttributeService } from './attribute-service.ts';
import { UnknownGroups } from './unknown-groups.ts';
import type { TopicOptions } from './topic-rules.ts';
import { markOptions, memberCustomFields } from './member-field-rules.ts';
import type { Group, GroupApplication, GroupMember, Topic } from '../types.ts';

/** Notices after which my copy of the group is fetched again, and those after which it is gone. */
const reloads: readonly number[] = [
  GroupNoticeType.APPROVED,
  GroupNoticeType.INVITED,
  GroupNoticeType.SET_ADMIN,
  GroupNoticeType.REMOVE_ADMIN,
];
const removes: readonly number[] = [
  GroupNoticeType.KICKED,
  GroupNoticeType.DISMISSED,
  GroupNoticeType.QUIT,
  GroupNoticeType.LIVE_ROOM_BANNED,
];
/** Pages fetched at most by a list that loops (50 x 200 groups, 20 x 200 applications). */
const maxPages = 200;

/**
 * Groups beyond joining live rooms (spec 001 §3-§5): create, list, profiles, members, roles, mutes, applications and
 * the system notices they produce. The module the SDK loads the first time an app calls one of these methods or the
 * server pushes a group notice, so the core the app loads first stays small. It keeps the groups it last fetched.
 */
export class GroupModule {
  private readonly groups = new Map<string, Group>();
  private readonly topics: TopicService;
  private readonly attributes: AttributeService;
  private unknown?: UnknownGroups;

  constructor(
    private readonly context: ChatContext,
    private readonly filter: ProfanityFilter | undefined,
  ) {
    this.topics = new TopicService(context, filter);
    this.attributes = new AttributeService(context);
    context.emitter.on(ImEvent.MESSAGE_RECEIVED, (messages) => this.topics.onMessages(messages));
    context.emitter.on(ImEvent.NET_STATE_CHANGE, ({ state }) => {
      if (state === 'connected')
        this.topics.onReconnected().catch((error) => context.log.warn('chat: refreshing active topics failed', error));
    });
  }

  reset(): void {
    this.groups.clear();
    this.topics.reset();
    this.attributes.reset();
    this.unknown?.reset();
  }

  /** spec 001 §8: 10010 and 10007 on create still count as created, with the local profile. */
  async createGroup(options: rules.CreateGroupOptions): Promise<{ group: Group; overLimitUserIDList: string[] }> {
    const request = rules.createRequest(options, this.filter);
    try {
      const response = await this.call('group.create', request);
      const group = this.remember(groupFromWire(response.groups?.[0] ?? { groupId: response.groupId }, this.self()));
      return { group, overLimitUserIDList: [] };
    } catch (error) {
      if (!(error instanceof ImError) || (error.code !== ServerCode.GROUP_NOT_FOUND && error.code !== ServerCode.NO_PERMISSION))
        throw error;
      const local = groupFromWire(
        { ...request.profile, ownerId: this.self(), selfInfo: { userId: this.self(), role: 'Owner' } },
        this.self(),
      );
      return { group: this.remember(local), overLimitUserIDList: [] };
    }
  }

  /** Every group I am in, fetched 50 a page (spec 001 §9). */
  async getGroupList(): Promise<{ groupList: Group[] }> {
    const fetched: Group[] = [];
    for (let page = 0, offset = 0; page < maxPages; page++) {
      const response = await this.call('group.list', { offset, count: GroupLimits.listPage });
      fetched.push(...(response.groups ?? []).map((wire) => groupFromWire(wire, this.self())));
      offset = response.nextOffset ?? offset;
      if (response.complete || !response.groups?.length) break;
    }
    this.groups.clear();
    for (const group of fetched) this.remember(group, false);
    this.announce();
    return { groupList: fetched };
  }

  /** My communities with topics (the Tencent SDK's isGroupWithTopicOnly list), from getGroupList. */
  async getJoinedCommunityList(): Promise<{ groupList: Group[] }> {
    return { groupList: (await this.getGroupList()).groupList.filter((group) => group.isSupportTopic) };
  }

  createTopicInCommunity(options: TopicOptions): Promise<{ topicID: string }> {
    return this.topics.createTopicInCommunity(options);
  }

  deleteTopicFromCommunity(options: { groupID: string; topicIDList: string[] }) {
    return this.topics.deleteTopicFromCommunity(options);
  }

  updateTopicProfile(options: TopicOptions): Promise<{ topic: Topic }> {
    return this.topics.updateTopicProfile(options);
  }

  getTopicList(options: { groupID: string; topicIDList?: string[] }) {
    return this.topics.getTopicList(options);
  }

  initGroupAttributes(options: { groupID: string; groupAttributes: Record<string, string> }) {
    return this.attributes.initGroupAttributes(options);
  }

  setGroupAttributes(options: { groupID: string; groupAttributes: Record<string, string> }) {
    return this.attributes.setGroupAttributes(options);
  }

  deleteGroupAttributes(options: { groupID: string; keyList?: string[] }) {
    return this.attributes.deleteGroupAttributes(options);
  }

  getGroupAttributes(options: { groupID: string; keyList?: string[] }) {
    return this.attributes.getGroupAttributes(options);
  }

  setGroupCounters(options: { groupID: string; counters: Record<string, number> }) {
    return this.attributes.setGroupCounters(options);
  }

  increaseGroupCounter(options: { groupID: string; key: string; value: number }) {
    return this.attributes.increaseGroupCounter(options);
  }

  decreaseGroupCounter(options: { groupID: string; key: string; value: number }) {
    return this.attributes.decreaseGroupCounter(options);
  }

  getGroupCounters(options: { groupID: string; keyList?: string[] }) {
    return this.attributes.getGroupCounters(options);
  }

  /** At most 20 a second (spec 001 §9 "group info"), OVER_FREQUENCY_LIMIT beyond. */
  async getGroupProfile(options: { groupID: string }): Promise<{ group: Group }> {
    const groupID = requiredId(options?.groupID);
    this.limit('getGroupProfile');
    return { group: await this.profile(groupID) };
  }

  /**
   * Messages of a group this client has not learnt, from the core's group delivery (`deliver` takes them back once
   * the group is known): held while the group is probed, up to 4 times (unknown-groups.ts).
   */
  holdUnknownGroupMessages(messages: WireMessage[], deliver: (messages: WireMessage[]) => void): void {
    this.unknown ??= new UnknownGroups(this.context, (groupID) => this.profile(groupID), deliver);
    this.unknown.hold(messages);
  }

  async updateGroupProfile(options: rules.UpdateGroupOptions): Promise<{ group: Group }> {
    const groupID = requiredId(options?.groupID);
    const request = rules.updateRequest(options, (await this.known(groupID)).type, this.filter);
    const [wire] = (await this.call('group.update', request)).groups ?? [];
    return { group: this.remember(groupFromWire(wire ?? { groupId: groupID }, this.self())) };
  }

  async dismissGroup(groupID: string): Promise<{ groupID: string }> {
    rules.checkDismiss((await this.known(requiredId(groupID))).type);
    await this.call('group.dismiss', { groupId: groupID });
    this.forget(groupID);
    return { groupID };
  }

  async searchGroupByID(groupID: string): Promise<{ group: Group }> {
    const [wire] = (await this.call('group.search', { groupId: requiredId(groupID) })).groups ?? [];
    return { group: groupFromWire(wire ?? { groupId: groupID }, this.self()) };
  }

  async changeGroupOwner(options: { groupID: string; newOwnerID: string }): Promise<{ group: Group }> {
    const groupID = requiredId(options?.groupID);
    rules.checkChangeOwner((await this.known(groupID)).type, this.self(), options.newOwnerID);
    await this.call('group.changeOwner', { groupId: groupID, userId: options.newOwnerID });
    return this.getGroupProfile({ groupID });
  }

  /** Requests to join the groups I own or administer, fetched 20 a page (spec 001 §9). */
  async getGroupApplicationList(): Promise<{ applicationList: GroupApplication[] }> {
    const applicationList: GroupApplication[] = [];
    for (let page = 0, offset = 0; page < maxPages; page++) {
      const response = await this.call('group.applications', { offset, count: GroupLimits.applicationPage });
      for (const wire of response.applications ?? []) {
        const applicant = wire.applicant ?? '';
        const applicationType = wire.applicationType ?? 0;
        applicationList.push({
          applicant,
          applicantNick: wire.applicantNick ?? '',
          groupID: wire.groupId ?? '',
          groupName: wire.groupName ?? '',
          applicationType,
          userID: wire.invitee || applicant,
          note: wire.applyMessage ?? '',
          time: wire.time ?? 0,
        });
      }
      offset = response.nextOffset ?? offset;
      if (response.complete || !response.applications?.length) break;
    }
    return { applicationList };
  }

  /**
   * Agree or Reject an application: given as one of getGroupApplicationList's, or as its notice message (type 1). An
   * invitation (applicationType 2) names its invitee, as Tencent's.
   */
  async handleGroupApplication(options: {
    handleAction: string;
    handleMessage?: string;
    application?: GroupApplication;
    message?: { payload: unknown };
  }): Promise<{ group: Group }> {
    const handleAction = rules.wireHandleAction(options?.handleAction);
    const notice = options.message?.payload as { groupProfile?: { groupID?: string }; applicant?: string } | undefined;
    const groupID = options.application?.groupID ?? notice?.groupProfile?.groupID ?? '';
    const applicant = options.application?.applicant ?? notice?.applicant ?? '';
    if (!groupID || !applicant) throw imError('INVALID_PARAMETER', 'application (or its notice message) is required');
    const handleMessage = rules.filtered(options.handleMessage, 'handle message', this.filter);
    const invitee = options.application?.applicationType === ApplicationType.INVITATION ? options.application.userID : '';
    await this.call('group.handleApplication', { groupId: groupID, userId: applicant, handleAction, handleMessage, invitee });
    return this.getGroupProfile({ groupID });
  }

  /**
   * A live room's member list at most once in 3 s (spec 001 §9 "live-room member list"), OVER_FREQUENCY_LIMIT
   * beyond; other groups' lists are not limited. A live room is a group whose type the core knows as AVChatRoom.
   */
  async getGroupMemberList(options: {
    groupID: string;
    count?: number;
    offset?: number;
  }): Promise<{ memberList: GroupMember[]; offset: number; isCompleted: boolean }> {
    const groupID = requiredId(options?.groupID);
    if (this.context.groupTypes.get(groupID) === GroupType.AVCHATROOM) {
      // Spec 001 §6: listing a live room's members is a purchased ability.
      requireAbility(this.context, 'liveRoomMemberList');
      this.limit('getGroupMemberList');
    }
    const response = await this.call('group.members', {
      groupId: groupID,
      offset: Math.max(0, Math.floor(options.offset ?? 0)),
      count: rules.memberPageCount(options.count),
    });
    return {
      memberList: (response.members ?? []).map(memberFromWire),
      offset: response.nextOffset ?? 0,
      isCompleted: Boolean(response.complete),
    };
  }

  async getGroupMemberProfile(options: { groupID: string; userIDList: string[] }): Promise<{ memberList: GroupMember[] }> {
    const groupID = requiredId(options?.groupID);
    const response = await this.call('group.memberProfile', { groupId: groupID, userIds: rules.memberProfileIds(options.userIDList) });
    return { memberList: (response.members ?? []).map(memberFromWire) };
  }

  async addGroupMember(options: { groupID: string; userIDList: string[] }) {
    const groupID = requiredId(options?.groupID);
    rules.checkAddMembers((await this.known(groupID)).type);
    if (!Array.isArray(options.userIDList) || options.userIDList.length === 0)
      throw imError('INVALID_PARAMETER', 'userIDList must be a non-empty list of user ids');
    const response = await this.call('group.addMembers', { groupId: groupID, userIds: options.userIDList });
    return { ...rules.addResultLists(response.results ?? []), group: (await this.getGroupProfile({ groupID })).group };
  }

  /**
   * Kicks members; in a live room (a group whose type the core knows as AVChatRoom) bans them from it for `duration`
   * seconds instead, refused unsent without one (BAN_DURATION_INVALID) or the liveRoomBan ability (spec 001 §5, §6).
   */
  async deleteGroupMember(options: {
    groupID: string;
    userIDList: string[];
    reason?: string;
    duration?: number;
  }): Promise<{ group: Group; userIDList: string[] }> {
    const groupID = requiredId(options?.groupID);
    const liveRoom = this.context.groupTypes.get(groupID) === GroupType.AVCHATROOM;
    if (liveRoom) requireAbility(this.context, 'liveRoomBan');
    const muteSeconds = liveRoom ? rules.checkedBanDuration(options.duration) : 0;
    const response = await this.call('group.deleteMembers', {
      groupId: groupID,
      userIds: options.userIDList,
      reason: options.reason ?? '',
      muteSeconds,
    });
    const userIDList = (response.results ?? []).map((item) => item.userId ?? '');
    // A product live room has no profile to fetch: its answer is the room as the core knows it.
    const group = liveRoom
      ? (this.groups.get(groupID) ?? groupFromWire({ groupId: groupID, type: GroupType.AVCHATROOM }, this.self()))
      : (await this.getGroupProfile({ groupID })).group;
    return { group, userIDList };
  }

  /** Owner only (NOT_OWNER), Admin or Member, not in Private groups or live rooms, not on oneself (spec 001 §5). */
  async setGroupMemberRole(options: { groupID: string; userID: string; role: string }): Promise<{ group: Group }> {
    const groupID = requiredId(options?.groupID);
    const group = await this.known(groupID);
    rules.checkSetRole(group.type, group.selfInfo.role, this.self(), options.userID, options.role);
    await this.call('group.setRole', { groupId: groupID, userId: options.userID, role: options.role });
    return { group };
  }

  /** Any whole seconds (the product offers 259200, 86400, 3600, 600 and 0, which lifts the mute); never oneself. */
  async setGroupMemberMuteTime(options: {
    groupID: string;
    userID: string;
    muteTime: number;
  }): Promise<{ group: Group; member: GroupMember }> {
    const groupID = requiredId(options?.groupID);
    const muteSeconds = rules.checkedMuteTime(this.self(), options.userID, options.muteTime);
    await this.call('group.mute', { groupId: groupID, userId: options.userID, muteSeconds });
    return this.groupAndMember(groupID, options.userID);
  }

  async setGroupMemberNameCard(options: {
    groupID: string;
    userID?: string;
    nameCard: string;
  }): Promise<{ group: Group; member: GroupMember }> {
    const groupID = requiredId(options?.groupID);
    const nameCard = rules.filtered(options.nameCard, 'name card', this.filter);
    const userID = options.userID || this.self();
    await this.call('group.nameCard', { groupId: groupID, userId: userID, nameCard });
    return this.groupAndMember(groupID, userID);
  }

  /** Sets custom fields of a member (mine when no userID); an empty value deletes its key. */
  async setGroupMemberCustomField(options: {
    groupID: string;
    userID?: string;
    memberCustomField: { key: string; value: string }[];
  }): Promise<{ group: Group; member: GroupMember }> {
    const groupID = requiredId(options?.groupID);
    const memberCustomField = memberCustomFields(options.memberCustomField);
    const userID = options.userID || this.self();
    await this.call('group.memberCustomField', { groupId: groupID, userId: userID, memberCustomField });
    return this.groupAndMember(groupID, userID);
  }

  /** The owner and admins mark members (enableMark) or unmark them; users who are not members fail. */
  async markGroupMemberList(options: {
    groupID: string;
    userIDList: string[];
    markType: number;
    enableMark: boolean;
  }): Promise<{ successUserIDList: string[]; failureUserIDList: string[] }> {
    const groupID = requiredId(options?.groupID);
    const { userIDList, markType, enableMark } = markOptions(options, (dropped) =>
      this.context.log.warn(`chat: markGroupMemberList marks 500 members at most; ${dropped} left out`),
    );
    const { members } = await this.call('group.mark', { groupId: groupID, userIds: userIDList, markType, enableMark });
    const marked = new Set((members ?? []).map((member) => member.userId ?? ''));
    return { successUserIDList: userIDList.filter((id) => marked.has(id)), failureUserIDList: userIDList.filter((id) => !marked.has(id)) };
  }

  /** A group I left (quit here, kicked, dismissed): gone from my groups and my conversations. */
  forget(groupID: string): void {
    this.context.conversations.delete(conversationIdOf(ConversationType.GROUP, groupID));
    this.context.groupsWithTopics.delete(groupID);
    if (this.groups.delete(groupID)) this.announce();
  }

  /** A group system notice (push.group): delivered as a message of `@TIM#SYSTEM`, and applied to my groups. */
  push(frame: im.Frame): void {
    let notice: GroupNotice;
    try {
      notice = decodeGroupNotice(frame.group ?? new Uint8Array());
    } catch (error) {
      this.context.log.warn('chat: dropped a group notice that does not decode', error);
      return;
    }
    const groupID = notice.group?.groupId ?? '';
    // Attribute and counter changes are no system notices: no message is made of them.
    if (notice.type === GroupChangeType.ATTRIBUTES || notice.type === GroupChangeType.COUNTERS) {
      this.attributes.onChange(notice);
      return;
    }
    // A topic's notice 20 is no message, as Tencent's: only its topic changes (topic-service.ts).
    if (notice.type === GroupNoticeType.REMIND_TYPE) this.remindTypeChanged(groupID, notice);
    if (notice.type !== GroupNoticeType.REMIND_TYPE || !notice.topicIds?.length)
      this.context.emitter.emit(ImEvent.MESSAGE_RECEIVED, [noticeMessage(notice, this.self())]);
    this.topics.onNotice(notice);
    if (removes.includes(notice.type ?? 0)) this.forget(groupID);
    else if (reloads.includes(notice.type ?? 0)) {
      this.getGroupProfile({ groupID }).then(
        () => this.announce(),
        (error) => this.context.log.warn(`chat: loading ${groupID} after a notice failed`, error),
      );
    }
  }

  /**
   * Notice 20 (spec 001 §4): I set a group's remind type on another device. My copy of the group and the group's
   * conversation take it (CONVERSATION_LIST_UPDATED); a topic's is the topic service's.
   */
  private remindTypeChanged(groupID: string, notice: GroupNotice): void {
    if (notice.topicIds?.length) return;
    const messageRemindType = remindTypeOf(notice.remindType);
    const group = this.groups.get(groupID);
    if (group) this.groups.set(groupID, { ...group, selfInfo: { ...group.selfInfo, messageRemindType } });
    this.context.conversations.update(conversationIdOf(ConversationType.GROUP, groupID), { messageRemindType });
  }

  /** The group's profile (my copy of it when I am a member); GROUP_NOT_FOUND or the server's code when unreadable. */
  private async profile(groupID: string): Promise<Group> {
    const [wire] = (await this.call('group.profile', { groupIds: [groupID] })).groups ?? [];
    if (!wire || wire.errorCode) throw new ImError(wire?.errorCode || ServerCode.GROUP_NOT_FOUND, wire?.errorInfo ?? '');
    const group = groupFromWire(wire, this.self());
    return group.selfInfo.role ? this.remember(group) : group;
  }

  private async groupAndMember(groupID: string, userID: string): Promise<{ group: Group; member: GroupMember }> {
    const [{ group }, { memberList }] = await Promise.all([
      this.getGroupProfile({ groupID }),
      this.getGroupMemberProfile({ groupID, userIDList: [userID] }),
    ]);
    return { group, member: memberList[0] ?? memberFromWire({ userId: userID }) };
  }

  /** My copy of the group, fetched when I have none: the rules need its type and my role. */
  private async known(groupID: string): Promise<Group> {
    return this.groups.get(groupID) ?? (await this.getGroupProfile({ groupID })).group;
  }

  /**
   * Keeps my group, and tells the core its type so its messages are kept and counted as a group's (a tip that came
   * before the group was known made a conversation of a live room's type: corrected here).
   */
  private remember(group: Group, announce = true): Group {
    this.groups.set(group.groupID, group);
    const type = group.type as GroupType;
    this.context.groupTypes.set(group.groupID, type);
    if (group.isSupportTopic) this.context.groupsWithTopics.add(group.groupID);
    else this.context.groupsWithTopics.delete(group.groupID);
    const conversationID = conversationIdOf(ConversationType.GROUP, group.groupID);
    const conversation = this.context.conversations.get(conversationID);
    if (conversation && type && conversation.groupType !== type) this.context.conversations.update(conversationID, { groupType: type });
    if (announce) this.announce();
    this.unknown?.learnt(group.groupID);
    return group;
  }

  private announce(): void {
    this.context.emitter.emit(ImEvent.GROUP_LIST_UPDATED, [...this.groups.values()]);
  }

  private self(): string {
    return this.context.self().userID;
  }

  /** Counts a call against the local rate limits (core/rate-limiter.ts), or throws OVER_FREQUENCY_LIMIT. */
  private limit(call: string): void {
    const limited = this.context.limiter.check(call);
    if (limited) throw limited;
  }

  private call(command: string, request: GroupRequest) {
    return groupRequest(this.context, command, request);
  }
}

function requiredId(groupID: unknown): string {
  if (typeof groupID !== 'string' || !groupID) throw imError('INVALID_PARAMETER', 'groupID is required');
  return groupID;
}

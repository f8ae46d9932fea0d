import type { ChatOptions } from './chat-options.ts';
import type { ConversationModule } from './conversations/module/conversation-module.ts';
import type { ExperimentalModule } from './experimental/experimental-module.ts';
import type { GroupModule } from './groups/module/group-module.ts';
import type { MessageExtraModule } from './message-extra/extra-module.ts';
import type { MessageModule } from './messages/module/message-module.ts';
import type { RelationshipModule } from './relationship/relationship-module.ts';
import { SdkBase, type ModuleMethod } from './sdk-base.ts';
import type { StatusModule } from './status/status-module.ts';
import type { Message } from './types.ts';

// The calls of each module loaded on demand, by their Tencent names; the module loads on the first of its calls.
/** Friends, profiles and the blacklist (relationship/). */
const relationshipCalls = [
  'getFriendList',
  'addFriend',
  'updateFriend',
  'deleteFriend',
  'checkFriend',
  'getFriendProfile',
  'getFriendApplicationList',
  'acceptFriendApplication',
  'refuseFriendApplication',
  'deleteFriendApplication',
  'setFriendApplicationRead',
  'getMyProfile',
  'getUserProfile',
  'updateMyProfile',
  'getBlacklist',
  'addToBlacklist',
  'removeFromBlacklist',
  'getFriendGroupList',
  'createFriendGroup',
  'deleteFriendGroup',
  'renameFriendGroup',
  'addToFriendGroup',
  'removeFromFriendGroup',
] as const satisfies readonly (keyof RelationshipModule)[];
/** Groups beyond joining live rooms: groups, members, attributes and counters, communities and topics (groups/module/). */
const groupCalls = [
  'createGroup',
  'getGroupList',
  'getGroupProfile',
  'updateGroupProfile',
  'dismissGroup',
  'searchGroupByID',
  'changeGroupOwner',
  'getGroupApplicationList',
  'handleGroupApplication',
  'getGroupMemberList',
  'getGroupMemberProfile',
  'addGroupMember',
  'deleteGroupMember',
  'setGroupMemberRole',
  'setGroupMemberMuteTime',
  'setGroupMemberNameCard',
  'initGroupAttributes',
  'setGroupAttributes',
  'deleteGroupAttributes',
  'getGroupAttributes',
  'setGroupCounters',
  'increaseGroupCounter',
  'decreaseGroupCounter',
  'getGroupCounters',
  'getJoinedCommunityList',
  'createTopicInCommunity',
  'deleteTopicFromCommunity',
  'updateTopicProfile',
  'getTopicList',
  'setGroupMemberCustomField',
  'markGroupMemberList',
] as const satisfies readonly (keyof GroupModule)[];
/** Read receipts and message extensions (message-extra/). */
const extraCalls = [
  'sendMessageReadReceipt',
  'getMessageReadReceiptList',
  'getGroupMessageReadMemberList',
  'setMessageExtensions',
  'getMessageExtensions',
  'deleteMessageExtensions',
] as const satisfies readonly (keyof MessageExtraModule)[];
/** User status (status/). */
const statusCalls = [
  'setSelfStatus',
  'getUserStatus',
  'subscribeUserStatus',
  'unsubscribeUserStatus',
] as const satisfies readonly (keyof StatusModule)[];
/** Revoking, deleting and modifying, history and reads, hopping and translation (messages/module/). */
const messageCalls = [
  'getMessageList',
  'setMessageRead',
  'revokeMessage',
  'deleteMessage',
  'modifyMessage',
  'getMessageListHopping',
  'translateText',
] as const satisfies readonly (keyof MessageModule)[];
/**
 * Deleting and pinning conversations, reading all, conversation groups, marks, custom data, remind types, clearing
 * history (conversations/module/).
 */
const conversationCalls = [
  'deleteConversation',
  'pinConversation',
  'setAllMessageRead',
  'getConversationGroupList',
  'createConversationGroup',
  'deleteConversationGroup',
  'renameConversationGroup',
  'addConversationsToGroup',
  'deleteConversationsFromGroup',
  'markConversation',
  'setConversationCustomData',
  'setMessageRemindType',
  'clearHistoryMessage',
] as const satisfies readonly (keyof ConversationModule)[];

/** Each list with the loader of its module (chat-modules.ts). */
const moduleCalls = [
  ['relationship', relationshipCalls],
  ['groupModule', groupCalls],
  ['extraModule', extraCalls],
  ['statusModule', statusCalls],
  ['messageModule', messageCalls],
  ['conversationModule', conversationCalls],
] as const;

/** A module's calls as the SDK instance offers them. */
type Calls<M, K extends keyof M> = { readonly [P in K]: ModuleMethod<M[P]> };
type ModuleCalls = Calls<RelationshipModule, (typeof relationshipCalls)[number]> &
  Calls<GroupModule, (typeof groupCalls)[number]> &
  Calls<MessageExtraModule, (typeof extraCalls)[number]> &
  Calls<StatusModule, (typeof statusCalls)[number]> &
  Calls<MessageModule, (typeof messageCalls)[number]> &
  Calls<ConversationModule, (typeof conversationCalls)[number]>;

/**
 * The SDK's calls of the modules loaded on demand, made from the lists above as the instance is built: each name
 * once, rather than a method written out for each (a smaller chat start), typed from the modules themselves.
 */
abstract class ModuleCallsBase extends SdkBase {
  constructor(options: ChatOptions) {
    super(options);
    const calls = this as unknown as Record<string, unknown>;
    for (const [loader, names] of moduleCalls) {
      const load = this.client.modules[loader] as unknown as () => Promise<Record<string, unknown>>;
      for (const name of names) calls[name] = this.moduleCall(load, name);
    }
  }

  /** Resolves the message itself with its list filled in, as the Tencent SDK does (not `{ code, data }`). */
  downloadMergerMessage = async (message: Message): Promise<Message> => {
    this.client.guard('downloadMergerMessage');
    return (await this.client.modules.messageModule()).downloadMergerMessage(message);
  };

  // Tencent's experimental entry (experimental/): isCommercialAbilityEnabled, isIntl and the TRTC command check.
  callExperimentalAPI = this.moduleCall<ExperimentalModule, 'callExperimentalAPI'>(
    () => this.client.modules.experimentalModule(),
    'callExperimentalAPI',
  );
}

/** {@link ModuleCallsBase} with the calls it makes from the lists, as the type-checker sees them. */
export const SdkModuleCalls = ModuleCallsBase as abstract new (options: ChatOptions) => ModuleCallsBase & ModuleCalls;

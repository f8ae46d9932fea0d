import type { ExperimentalModule } from './experimental/experimental-module.ts';
import { SdkBase } from './sdk-base.ts';
import type { Message } from './types.ts';

/**
 * The SDK's calls of the modules loaded on demand (friends, groups beyond live rooms, receipts, status, merged lists,
 * conversation settings, the experimental entry): each loads its module on its first call, then runs there.
 */
export abstract class SdkModuleCalls extends SdkBase {
  // Friends, profiles and the blacklist (relationship/): their module loads on the first of these calls.
  getFriendList = this.relationshipCall('getFriendList');
  addFriend = this.relationshipCall('addFriend');
  updateFriend = this.relationshipCall('updateFriend');
  deleteFriend = this.relationshipCall('deleteFriend');
  checkFriend = this.relationshipCall('checkFriend');
  getFriendProfile = this.relationshipCall('getFriendProfile');
  getFriendApplicationList = this.relationshipCall('getFriendApplicationList');
  acceptFriendApplication = this.relationshipCall('acceptFriendApplication');
  refuseFriendApplication = this.relationshipCall('refuseFriendApplication');
  deleteFriendApplication = this.relationshipCall('deleteFriendApplication');
  setFriendApplicationRead = this.relationshipCall('setFriendApplicationRead');
  getMyProfile = this.relationshipCall('getMyProfile');
  getUserProfile = this.relationshipCall('getUserProfile');
  updateMyProfile = this.relationshipCall('updateMyProfile');
  getBlacklist = this.relationshipCall('getBlacklist');
  addToBlacklist = this.relationshipCall('addToBlacklist');
  removeFromBlacklist = this.relationshipCall('removeFromBlacklist');
  getFriendGroupList = this.relationshipCall('getFriendGroupList');
  createFriendGroup = this.relationshipCall('createFriendGroup');
  deleteFriendGroup = this.relationshipCall('deleteFriendGroup');
  renameFriendGroup = this.relationshipCall('renameFriendGroup');
  addToFriendGroup = this.relationshipCall('addToFriendGroup');
  removeFromFriendGroup = this.relationshipCall('removeFromFriendGroup');

  // Groups beyond joining live rooms (groups/module/): their module loads on the first of these calls.
  createGroup = this.groupCall('createGroup');
  getGroupList = this.groupCall('getGroupList');
  getGroupProfile = this.groupCall('getGroupProfile');
  updateGroupProfile = this.groupCall('updateGroupProfile');
  dismissGroup = this.groupCall('dismissGroup');
  searchGroupByID = this.groupCall('searchGroupByID');
  changeGroupOwner = this.groupCall('changeGroupOwner');
  getGroupApplicationList = this.groupCall('getGroupApplicationList');
  handleGroupApplication = this.groupCall('handleGroupApplication');
  getGroupMemberList = this.groupCall('getGroupMemberList');
  getGroupMemberProfile = this.groupCall('getGroupMemberProfile');
  addGroupMember = this.groupCall('addGroupMember');
  deleteGroupMember = this.groupCall('deleteGroupMember');
  setGroupMemberRole = this.groupCall('setGroupMemberRole');
  setGroupMemberMuteTime = this.groupCall('setGroupMemberMuteTime');
  setGroupMemberNameCard = this.groupCall('setGroupMemberNameCard');
  // Attributes and counters (groups/module/attribute-service.ts), in the same module.
  initGroupAttributes = this.groupCall('initGroupAttributes');
  setGroupAttributes = this.groupCall('setGroupAttributes');
  deleteGroupAttributes = this.groupCall('deleteGroupAttributes');
  getGroupAttributes = this.groupCall('getGroupAttributes');
  setGroupCounters = this.groupCall('setGroupCounters');
  increaseGroupCounter = this.groupCall('increaseGroupCounter');
  decreaseGroupCounter = this.groupCall('decreaseGroupCounter');
  getGroupCounters = this.groupCall('getGroupCounters');
  // Communities and their topics (groups/module/topic-service.ts), in the same module.
  getJoinedCommunityList = this.groupCall('getJoinedCommunityList');
  createTopicInCommunity = this.groupCall('createTopicInCommunity');
  deleteTopicFromCommunity = this.groupCall('deleteTopicFromCommunity');
  updateTopicProfile = this.groupCall('updateTopicProfile');
  getTopicList = this.groupCall('getTopicList');
  // Member custom fields and marks (groups/module/), in the same module.
  setGroupMemberCustomField = this.groupCall('setGroupMemberCustomField');
  markGroupMemberList = this.groupCall('markGroupMemberList');

  // Read receipts and message extensions (message-extra/): their module loads on the first of these calls.
  sendMessageReadReceipt = this.extraCall('sendMessageReadReceipt');
  getMessageReadReceiptList = this.extraCall('getMessageReadReceiptList');
  getGroupMessageReadMemberList = this.extraCall('getGroupMessageReadMemberList');
  setMessageExtensions = this.extraCall('setMessageExtensions');
  getMessageExtensions = this.extraCall('getMessageExtensions');
  deleteMessageExtensions = this.extraCall('deleteMessageExtensions');

  // User status (status/): its module loads on the first of these calls.
  setSelfStatus = this.statusCall('setSelfStatus');
  getUserStatus = this.statusCall('getUserStatus');
  subscribeUserStatus = this.statusCall('subscribeUserStatus');
  unsubscribeUserStatus = this.statusCall('unsubscribeUserStatus');

  // Revoking, deleting and modifying, merged lists stored apart, hopping and translation (messages/module/): their
  // module loads on the first of these.
  /** Resolves the message itself with its list filled in, as the Tencent SDK does (not `{ code, data }`). */
  downloadMergerMessage = async (message: Message): Promise<Message> => {
    this.client.guard('downloadMergerMessage');
    return (await this.client.modules.messageModule()).downloadMergerMessage(message);
  };
  revokeMessage = this.messageCall('revokeMessage');
  deleteMessage = this.messageCall('deleteMessage');
  modifyMessage = this.messageCall('modifyMessage');
  getMessageListHopping = this.messageCall('getMessageListHopping');
  translateText = this.messageCall('translateText');

  // Deleting and pinning conversations, reading all, conversation groups, marks, custom data, remind types, clearing
  // history (conversations/module/): loaded on the first.
  deleteConversation = this.conversationCall('deleteConversation');
  pinConversation = this.conversationCall('pinConversation');
  setAllMessageRead = this.conversationCall('setAllMessageRead');
  getConversationGroupList = this.conversationCall('getConversationGroupList');
  createConversationGroup = this.conversationCall('createConversationGroup');
  deleteConversationGroup = this.conversationCall('deleteConversationGroup');
  renameConversationGroup = this.conversationCall('renameConversationGroup');
  addConversationsToGroup = this.conversationCall('addConversationsToGroup');
  deleteConversationsFromGroup = this.conversationCall('deleteConversationsFromGroup');
  markConversation = this.conversationCall('markConversation');
  setConversationCustomData = this.conversationCall('setConversationCustomData');
  setMessageRemindType = this.conversationCall('setMessageRemindType');
  clearHistoryMessage = this.conversationCall('clearHistoryMessage');

  // Tencent's experimental entry (experimental/): isCommercialAbilityEnabled, isIntl and the TRTC command check.
  callExperimentalAPI = this.moduleCall<ExperimentalModule, 'callExperimentalAPI'>(
    () => this.client.modules.experimentalModule(),
    'callExperimentalAPI',
  );
}

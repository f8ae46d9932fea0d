/** React bindings of the chat layer: thin hooks over useSyncExternalStore (docs/architecture.md "House rules"). */
export { useImState, type ImState } from './use-im-state.ts';
export { useConversationList } from './use-conversation-list.ts';
export { useMessages } from './use-messages.ts';
export { useLiveRoom, type LiveRoomStatus } from './use-live-room.ts';
export { useFriends, useFriendApplications, useBlacklist, type RelationshipStatus } from './use-relationship.ts';
export { groupStatusOf, useMentionableMembers, type GroupStatus } from './use-group.ts';
export { useGroupProfile, useGroupApplications } from './use-group-info.ts';
export type { GroupData, GroupDataStatus } from './use-group-data.ts';
export { useGroupMembers, useGroupMember, useGroupMemberProfiles } from './use-group-members.ts';
export { useSeenProfiles } from './use-seen-profiles.ts';
export { seenProfilesOf, type SeenProfile, type SeenProfiles } from './seen-profiles.ts';

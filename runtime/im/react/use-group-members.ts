import { useCallback, useState } from 'react';
import type { ChatSdk, GroupMember } from '../index.ts';
import { hasGroupTip, useGroupData, type GroupData } from './use-group-data.ts';

/** A page of members: the spec's default page (spec 001 §9), and the most one call brings back. */
const pageSize = 15;
const pageMax = 100;

/** The first `count` members, in calls of at most 100 from the start. */
async function firstMembers(sdk: ChatSdk, groupID: string, count: number): Promise<{ members: GroupMember[]; complete: boolean }> {
  const members: GroupMember[] = [];
  for (let offset = 0; members.length < count;) {
    const page = (await sdk.getGroupMemberList({ groupID, offset, count: Math.min(pageMax, count - members.length) })).data;
    members.push(...page.memberList);
    if (page.isCompleted || page.memberList.length === 0) return { members, complete: true };
    offset = page.offset;
  }
  return { members, complete: false };
}

/**
 * A group's members, the first `pages` x 15 (`more` asks for the next 15), current after every tip of the group: a
 * tip loads again as many as are shown, so roles, mutes and leavers are right, and the members shown stay on screen
 * while the next page comes.
 */
export function useGroupMembers(
  sdk: ChatSdk,
  groupID: string,
  pages = 1,
): GroupData<{ members: GroupMember[]; complete: boolean }> & { more(): void } {
  const [shown, setShown] = useState(pages);
  const data = useGroupData(
    sdk,
    `members:${groupID}`,
    () => firstMembers(sdk, groupID, shown * pageSize),
    (messages) => hasGroupTip(messages, groupID),
  );
  const { reload } = data;
  const more = useCallback(() => {
    setShown((n) => n + 1);
    reload();
  }, [reload]);
  return { ...data, more };
}

/** One member's profile in the group (role, name card, join time, mute), current after every tip of the group. */
export function useGroupMember(sdk: ChatSdk, groupID: string, userID: string): GroupData<GroupMember | null> {
  return useGroupData(
    sdk,
    `member:${groupID}:${userID}`,
    async () =>
      (await sdk.getGroupMemberProfile({ groupID, userIDList: [userID] })).data.memberList.find((m) => m.userID === userID) ?? null,
    (messages) => hasGroupTip(messages, groupID),
  );
}

/** Members' profiles by id (at most 50, spec 001 §9): the names of who set the group's notifications. */
export function useGroupMemberProfiles(sdk: ChatSdk, groupID: string, userIDs: readonly string[]): GroupMember[] {
  const ids = [...new Set(userIDs)].slice(0, 50);
  const { data } = useGroupData(
    sdk,
    `profiles:${groupID}:${ids.join(',')}`,
    async () => (ids.length ? (await sdk.getGroupMemberProfile({ groupID, userIDList: ids })).data.memberList : []),
    () => false,
  );
  return data ?? [];
}

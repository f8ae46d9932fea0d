import type { Friend, FriendGroup } from '../../../im/index.ts';

/** What a friend goes by: the fan's remark for them, else their nick, else "user {id}" (`fallback`). */
export const friendName = (friend: Pick<Friend, 'remark' | 'profile' | 'userID'>, fallback: (id: string) => string): string =>
  friend.remark.trim() || friend.profile?.nick?.trim() || fallback(friend.userID);

export interface FriendSection {
  /** The friend group's name, or '' for friends in none. */
  name: string;
  friends: Friend[];
}

/** Names in a Chinese collation: Chinese ones by pinyin, then Latin ones in alphabet order, case and accents aside. */
const collator = new Intl.Collator(['zh-CN', 'pt-BR'], { sensitivity: 'base', numeric: true });

/**
 * The friend list as /c2c-friends shows it (docs/decisions.md "Chat screens"): friends in no group first (QQ's 我的好友),
 * then each friend group in name order with its friends; a friend in two groups is in both. Empty groups are kept, so
 * a group the fan made shows even before anyone is in it. Friends are sorted by the name they go by.
 */
export function friendSections(
  friends: readonly Friend[],
  groups: readonly FriendGroup[],
  nameOf: (friend: Friend) => string,
): FriendSection[] {
  const sorted = [...friends].sort((a, b) => collator.compare(nameOf(a), nameOf(b)) || a.userID.localeCompare(b.userID));
  const sections: FriendSection[] = [{ name: '', friends: sorted.filter((friend) => friend.groupList.length === 0) }];
  for (const group of [...groups].sort((a, b) => collator.compare(a.name, b.name))) {
    sections.push({ name: group.name, friends: sorted.filter((friend) => friend.groupList.includes(group.name)) });
  }
  return sections.filter((section) => section.name !== '' || section.friends.length > 0);
}

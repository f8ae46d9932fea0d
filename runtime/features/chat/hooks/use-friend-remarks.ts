import { useMemo } from 'react';
import type { ChatSdk } from '../../../im/index.ts';
import { useFriends } from '../../../im/react/index.ts';

/**
 * The remarks the fan gave their friends, by user id: a conversation goes by the friend's remark, as in WeChat (the
 * chat layer's conversations carry none of their own).
 */
export function useFriendRemarks(sdk: ChatSdk): ReadonlyMap<string, string> {
  const { friends } = useFriends(sdk);
  return useMemo(
    () => new Map(friends.flatMap((friend) => (friend.remark.trim() ? [[friend.userID, friend.remark.trim()] as const] : []))),
    [friends],
  );
}

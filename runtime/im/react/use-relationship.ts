import { useCallback, useEffect, useState } from 'react';
import { ImEvent, type ChatSdk, type Friend, type FriendApplication, type FriendGroup, type ImEventMap } from '../index.ts';
import { useImState } from './use-im-state.ts';

export type RelationshipStatus = 'loading' | 'ready' | 'error';

type Updates<T> = { [K in keyof ImEventMap]?: (payload: ImEventMap[K], current: T) => T };

/**
 * One piece of the relationship module's state: fetched with `load` once the SDK is ready (and again on retry), then
 * kept current by the module's events. The module is loaded by the first call, so a screen that never asks never
 * downloads it.
 */
function useRelationshipState<T>(
  sdk: ChatSdk,
  load: (sdk: ChatSdk) => Promise<T>,
  updates: Updates<T>,
): { status: RelationshipStatus; data: T | null; retry(): void } {
  const { ready } = useImState(sdk);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: RelationshipStatus; data: T | null }>({ status: 'loading', data: null });
  useEffect(() => {
    if (!ready) return;
    let active = true;
    const offs = (Object.keys(updates) as (keyof ImEventMap)[]).map((event) =>
      sdk.on(event, (payload: unknown) =>
        setState((current) =>
          current.data === null ? current : { status: 'ready', data: (updates[event] as (p: unknown, c: T) => T)(payload, current.data) },
        ),
      ),
    );
    load(sdk).then(
      (data) => active && setState({ status: 'ready', data }),
      () => active && setState((current) => ({ ...current, status: current.data === null ? 'error' : current.status })),
    );
    return () => {
      active = false;
      offs.forEach((off) => off());
    };
    // `load` and `updates` are module constants of the hooks below; the SDK, readiness and a retry start over.
  }, [sdk, ready, attempt, load, updates]);
  const retry = useCallback(() => {
    setState({ status: 'loading', data: null });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

const loadFriends = async (sdk: ChatSdk) => {
  const [friends, groups] = await Promise.all([sdk.getFriendList(), sdk.getFriendGroupList()]);
  return { friends: friends.data, groups: groups.data };
};
const friendUpdates: Updates<{ friends: Friend[]; groups: FriendGroup[] }> = {
  [ImEvent.FRIEND_LIST_UPDATED]: (friends, current) => ({ ...current, friends }),
  [ImEvent.FRIEND_GROUP_LIST_UPDATED]: (groups, current) => ({ ...current, groups }),
  // A friend's new nick or avatar is written into the friend the module holds: a new list shows it.
  [ImEvent.PROFILE_UPDATED]: (_profiles, current) => ({ ...current, friends: [...current.friends] }),
};

/** The fan's friends and friend groups, as the server keeps them, current as they change here or elsewhere. */
export function useFriends(sdk: ChatSdk): { status: RelationshipStatus; friends: Friend[]; groups: FriendGroup[]; retry(): void } {
  const { status, data, retry } = useRelationshipState(sdk, loadFriends, friendUpdates);
  return { status, friends: data?.friends ?? [], groups: data?.groups ?? [], retry };
}

type Applications = { friendApplicationList: FriendApplication[]; unreadCount: number };
const loadApplications = async (sdk: ChatSdk) => (await sdk.getFriendApplicationList()).data;
const applicationUpdates: Updates<Applications> = { [ImEvent.FRIEND_APPLICATION_LIST_UPDATED]: (state) => state };

/** Friend applications to and by the fan, with the unread count of those to them. */
export function useFriendApplications(sdk: ChatSdk): {
  status: RelationshipStatus;
  applications: FriendApplication[];
  unreadCount: number;
  retry(): void;
} {
  const { status, data, retry } = useRelationshipState(sdk, loadApplications, applicationUpdates);
  return { status, applications: data?.friendApplicationList ?? [], unreadCount: data?.unreadCount ?? 0, retry };
}

const loadBlacklist = async (sdk: ChatSdk) => (await sdk.getBlacklist()).data;
const blacklistUpdates: Updates<string[]> = { [ImEvent.BLACKLIST_UPDATED]: (list) => list };

/** The user ids the fan blocked; `add` and `remove` resolve once the server has the change, rejecting with its ImError. */
export function useBlacklist(sdk: ChatSdk): {
  status: RelationshipStatus;
  blacklist: string[];
  add(userID: string): Promise<void>;
  remove(userID: string): Promise<void>;
} {
  const { status, data } = useRelationshipState(sdk, loadBlacklist, blacklistUpdates);
  const [changed, setChanged] = useState<string[] | null>(null);
  useEffect(() => setChanged(null), [data]);
  const add = useCallback(async (userID: string) => setChanged((await sdk.addToBlacklist({ userIDList: [userID] })).data), [sdk]);
  const remove = useCallback(async (userID: string) => setChanged((await sdk.removeFromBlacklist({ userIDList: [userID] })).data), [sdk]);
  return { status, blacklist: changed ?? data ?? [], add, remove };
}

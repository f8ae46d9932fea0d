import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ConversationType,
  ImError,
  ImEvent,
  MessageType,
  ServerCode,
  type ChatSdk,
  type Group,
  type GroupMember,
  type GroupSystemNoticePayload,
  type GroupTipPayload,
  type Message,
} from '../index.ts';
import { timers, type TimerId } from '../core/host.ts';
import type { GroupData } from './use-group-data.ts';

/** Where the fan stands with a group: loading, a member, not one (a Public group they may join), gone, or failed. */
export type GroupStatus = 'loading' | 'member' | 'not-member' | 'not-found' | 'error';

/**
 * How soon a message received reloads the group: at once for a notice about it, a change of its profile, and a tip
 * that names me (a mute, a role, a removal); within {@link countReloadMs} for other members coming and going, which
 * move only the member count (a fan group's joins would otherwise reload every open room at each one); never for the
 * rest.
 */
export function reloadDelay(message: Message, groupID: string, selfID: string): number | null {
  if (message.type === MessageType.GROUP_SYSTEM_NOTICE)
    return (message.payload as GroupSystemNoticePayload).groupProfile.groupID === groupID ? 0 : null;
  if (message.type !== MessageType.GROUP_TIP || message.conversationID !== `${ConversationType.GROUP}${groupID}`) return null;
  const tip = message.payload as GroupTipPayload;
  const namesMe = tip.userIDList.includes(selfID) || (tip.memberList ?? []).some((member) => member.userID === selfID);
  return tip.operationType === profileChanged || namesMe ? 0 : countReloadMs;
}

/** Group tip operation type 6: the group's profile was modified (spec 001 §4). */
const profileChanged = 6;
const countReloadMs = 5_000;

/**
 * Where the fan stands with the group of `profile` (useGroupProfile): a member, not one (also a Private group that
 * refuses them, 10007), gone (10010: no such group, or dismissed), or failed with nothing to show.
 */
export function groupStatusOf(profile: Pick<GroupData<Group>, 'status' | 'data' | 'error'>): GroupStatus {
  const code = profile.status === 'error' && profile.error instanceof ImError ? profile.error.code : 0;
  if (code === ServerCode.GROUP_NOT_FOUND) return 'not-found';
  if (code === ServerCode.NO_PERMISSION) return 'not-member';
  if (profile.data) return profile.data.selfInfo.role ? 'member' : 'not-member';
  return profile.status === 'loading' ? 'loading' : 'error';
}

/**
 * Loads the group again as `reloadDelay` says for each message received: at once, or within {@link countReloadMs}
 * (a reload at once replaces a later one; a later one waits for the one already waiting).
 */
export function useGroupReloads(sdk: ChatSdk, groupID: string, selfID: string, reload: () => void): void {
  const pending = useRef<TimerId>(undefined);
  useEffect(() => {
    const off = sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => {
      const delays = messages.map((message) => reloadDelay(message, groupID, selfID)).filter((delay) => delay !== null);
      if (delays.length === 0) return;
      const delay = Math.min(...delays);
      if (delay > 0 && pending.current !== undefined) return;
      if (pending.current !== undefined) timers.clearTimeout(pending.current);
      pending.current = timers.setTimeout(() => {
        pending.current = undefined;
        reload();
      }, delay);
    });
    return () => {
      off();
      if (pending.current !== undefined) timers.clearTimeout(pending.current);
      pending.current = undefined;
    };
  }, [sdk, groupID, selfID, reload]);
}

/**
 * A group's members, first `count` of them (the @ picker's list), loaded when `enabled` turns true and kept for the
 * screen's life: a picker opened twice does not ask twice. After a failure, `retry` asks again, and so does opening
 * the picker again.
 */
export function useMentionableMembers(
  sdk: ChatSdk,
  groupID: string,
  enabled: boolean,
  count = 100,
): { status: 'idle' | 'loading' | 'ready' | 'error'; members: GroupMember[]; retry(): void } {
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'ready' | 'error'; members: GroupMember[] }>({
    status: 'idle',
    members: [],
  });
  // 0: not asked yet; each retry counts one more.
  const [requested, setRequested] = useState(0);
  // Read when the picker opens, not watched: a failure while it is open waits for a retry rather than looping.
  const failed = useRef(false);
  failed.current = state.status === 'error';
  useEffect(() => {
    if (enabled) setRequested((n) => (n === 0 || failed.current ? n + 1 : n));
  }, [enabled]);
  const retry = useCallback(() => setRequested((n) => n + 1), []);
  useEffect(() => {
    if (requested === 0) return;
    let active = true;
    setState((current) => ({ ...current, status: 'loading' }));
    sdk.getGroupMemberList({ groupID, count }).then(
      ({ data }) => active && setState({ status: 'ready', members: data.memberList }),
      () => active && setState((current) => ({ ...current, status: 'error' })),
    );
    return () => {
      active = false;
    };
  }, [sdk, groupID, count, requested]);
  return { ...state, retry };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { ConversationType, ImError, ImEvent, MessageType, ServerCode, type ChatSdk, type Group, type GroupMember, type GroupSystemNoticePayload, type GroupTipPayload, type Message } from '../index.ts';
import { timers, type TimerId } from '../core/host.ts';
import { useImState } from './use-im-state.ts';

/** Where the fan stands with a group: loading, a member, not one (a Public group they may join), gone, or failed. */
export type GroupStatus = 'loading' | 'member' | 'not-member' | 'not-found' | 'error';

/**
 * How soon a message received reloads the group: at once for a notice about it, a change of its profile, and a tip
 * that names me (a mute, a role, a removal); within {@link countReloadMs} for other members coming and going, which
 * move only the member count (a fan group's joins would otherwise reload every open room at each one); never for the
 * rest.
 */
export function reloadDelay(message: Message, groupID: string, selfID: string): number | null {
  if (message.type === MessageType.GROUP_SYSTEM_NOTICE) return (message.payload as GroupSystemNoticePayload).groupProfile.groupID === groupID ? 0 : null;
  if (message.type !== MessageType.GROUP_TIP || message.conversationID !== `${ConversationType.GROUP}${groupID}`) return null;
  const tip = message.payload as GroupTipPayload;
  const namesMe = tip.userIDList.includes(selfID) || (tip.memberList ?? []).some((member) => member.userID === selfID);
  return tip.operationType === profileChanged || namesMe ? 0 : countReloadMs;
}

/** Group tip operation type 6: the group's profile was modified (spec 001 §4). */
const profileChanged = 6;
const countReloadMs = 5_000;

const statusOf = (group: Group): GroupStatus => (group.selfInfo.role ? 'member' : 'not-member');

/**
 * A group's profile and my member info (selfInfo: role, muteUntil), loaded once the SDK is ready and again when a tip
 * of the group or a notice about it arrives (a mute, a role, the profile, a removal: see reloadDelay), so a screen
 * shows what is true now. 10010 is a group that does not exist (or was dismissed); 10007 a Private group I am not in.
 */
export function useGroup(sdk: ChatSdk, groupID: string, selfID: string): { status: GroupStatus; group: Group | null; reload(): void } {
  const { ready } = useImState(sdk);
  const [state, setState] = useState<{ status: GroupStatus; group: Group | null }>({ status: 'loading', group: null });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!ready) return;
    let active = true;
    sdk.getGroupProfile({ groupID }).then(
      ({ data }) => active && setState({ status: statusOf(data.group), group: data.group }),
      (error: unknown) => {
        if (!active) return;
        const code = error instanceof ImError ? error.code : 0;
        if (code === ServerCode.GROUP_NOT_FOUND) setState({ status: 'not-found', group: null });
        else if (code === ServerCode.NO_PERMISSION) setState({ status: 'not-member', group: null });
        else setState((current) => ({ ...current, status: current.group ? current.status : 'error' }));
      },
    );
    return () => {
      active = false;
    };
  }, [sdk, ready, groupID, attempt]);

  const pending = useRef<TimerId>(undefined);
  useEffect(() => {
    const off = sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => {
      const delays = messages.map((message) => reloadDelay(message, groupID, selfID)).filter((delay) => delay !== null);
      if (delays.length === 0) return;
      const delay = Math.min(...delays);
      // A reload at once replaces a later one; a later one waits for the one already waiting.
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
  return { ...state, reload };
}

/**
 * A group's members, first `count` of them (the @ picker's list), loaded when `enabled` turns true and kept for the
 * screen's life: a picker opened twice does not ask twice.
 */
export function useMentionableMembers(sdk: ChatSdk, groupID: string, enabled: boolean, count = 100): { status: 'idle' | 'loading' | 'ready' | 'error'; members: GroupMember[] } {
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'ready' | 'error'; members: GroupMember[] }>({ status: 'idle', members: [] });
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (enabled) setRequested(true);
  }, [enabled]);
  useEffect(() => {
    if (!requested) return;
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
  return state;
}

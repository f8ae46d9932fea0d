import { useCallback, useEffect, useState } from 'react';
import { ConversationType, ImError, ImEvent, MessageType, ServerCode, type ChatSdk, type Group, type GroupMember, type GroupSystemNoticePayload, type Message } from '../index.ts';
import { useImState } from './use-im-state.ts';

/** Where the fan stands with a group: loading, a member, not one (a Public group they may join), gone, or failed. */
export type GroupStatus = 'loading' | 'member' | 'not-member' | 'not-found' | 'error';

/** Whether a message received may have changed the group or my place in it: one of its tips, or a notice about it. */
const touches = (message: Message, groupID: string): boolean =>
  (message.type === MessageType.GROUP_TIP && message.conversationID === `${ConversationType.GROUP}${groupID}`) ||
  (message.type === MessageType.GROUP_SYSTEM_NOTICE && (message.payload as GroupSystemNoticePayload).groupProfile.groupID === groupID);

const statusOf = (group: Group): GroupStatus => (group.selfInfo.role ? 'member' : 'not-member');

/**
 * A group's profile and my member info (selfInfo: role, muteUntil), loaded once the SDK is ready and again whenever a
 * tip of the group or a notice about it arrives (a mute, a role, the profile, a removal), so a screen shows what is
 * true now. 10010 is a group that does not exist (or was dismissed); 10007 a Private group I am not in.
 */
export function useGroup(sdk: ChatSdk, groupID: string): { status: GroupStatus; group: Group | null; reload(): void } {
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

  useEffect(() => sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => messages.some((message) => touches(message, groupID)) && reload()), [sdk, groupID, reload]);
  return { ...state, reload };
}

/**
 * A group's members, first `count` of them (the @ picker's list), loaded when `enabled` turns true and kept for the
 * screen's life: a picker opened twice does not ask twice.
 */
export function useGroupMembers(sdk: ChatSdk, groupID: string, enabled: boolean, count = 100): { status: 'idle' | 'loading' | 'ready' | 'error'; members: GroupMember[] } {
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

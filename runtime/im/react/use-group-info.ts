import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ConversationType,
  ImEvent,
  MessageType,
  type ChatSdk,
  type Group,
  type GroupApplication,
  type GroupSystemNoticePayload,
  type Message,
} from '../index.ts';
import { useGroupReloads } from './use-group.ts';
import { useImState } from './use-im-state.ts';

export type GroupDataStatus = 'loading' | 'ready' | 'error';

export interface GroupData<T> {
  status: GroupDataStatus;
  data: T | null;
  /** The ImError of the last failed load (the page tells "no such group" from a dropped connection). */
  error: unknown;
  /** Loads again, keeping what is shown until the answer comes. */
  reload(): void;
  /** Shows `data` as the answer, for news that carries it (my groups as the module announces them). */
  show(data: T): void;
}

/** Whether `messages` hold a group tip of `groupID`'s conversation: someone joined, left, was muted or changed the profile. */
export const hasGroupTip = (messages: readonly Message[], groupID: string): boolean =>
  messages.some((m) => m.type === MessageType.GROUP_TIP && m.conversationID === `${ConversationType.GROUP}${groupID}`);

/**
 * One answer of the groups module for `key`: loaded once the SDK is ready, again on reload and whenever a received
 * message makes `stale` true (a tip of the group, a notice). What was shown stays while it loads again, so a screen
 * does not flash a skeleton after every change. The module loads with the first call.
 */
export function useGroupData<T>(sdk: ChatSdk, key: string, load: () => Promise<T>, stale: (messages: Message[]) => boolean): GroupData<T> {
  const { ready } = useImState(sdk);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; status: GroupDataStatus; data: T | null; error: unknown }>({
    key,
    status: 'loading',
    data: null,
    error: null,
  });
  // The latest closures: callers pass new ones on every render, and only the key and a reload start a load.
  const calls = useRef({ load, stale });
  calls.current = { load, stale };
  useEffect(() => {
    if (!ready) return;
    let active = true;
    calls.current.load().then(
      (data) => active && setState({ key, status: 'ready', data, error: null }),
      (error: unknown) =>
        active && setState((current) => ({ key, status: 'error', data: current.key === key ? current.data : null, error })),
    );
    return () => {
      active = false;
    };
  }, [sdk, ready, key, attempt]);
  useEffect(() => sdk.on(ImEvent.MESSAGE_RECEIVED, (messages) => calls.current.stale(messages) && setAttempt((n) => n + 1)), [sdk]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const show = useCallback(
    (data: T) => setState((current) => (current.data === data ? current : { key, status: 'ready', data, error: null })),
    [key],
  );
  const shown = state.key === key ? state : { status: 'loading' as const, data: null, error: null };
  return { status: shown.status, data: shown.data, error: shown.error, reload, show };
}

const never = () => false;

/**
 * A group's profile with my place in it (selfInfo: role, name card, mute, the group's slow mode), for the room and the
 * group pages alike: current after each tip of the group and each notice about it (at once for the profile and for
 * what names me, `selfID`; within seconds for others coming and going: use-group.ts reloadDelay) and after every change
 * this app makes. groupStatusOf says where the fan stands with it.
 */
export function useGroupProfile(sdk: ChatSdk, groupID: string, selfID: string): GroupData<Group> {
  const profile = useGroupData(sdk, `profile:${groupID}`, async () => (await sdk.getGroupProfile({ groupID })).data.group, never);
  const { show, reload } = profile;
  useGroupReloads(sdk, groupID, selfID, reload);
  // A change made here (or a notice: admin set, application approved) announces my groups with this one as the
  // module fetched it. Shown as it is: fetching again would announce again, without end.
  useEffect(
    () =>
      sdk.on(ImEvent.GROUP_LIST_UPDATED, (groups) => {
        const mine = groups.find((g) => g.groupID === groupID);
        if (mine) show(mine);
      }),
    [sdk, groupID, show],
  );
  return profile;
}

const isJoinRequest = (messages: readonly Message[], groupID: string) =>
  messages.some(
    (m) => m.type === MessageType.GROUP_SYSTEM_NOTICE && (m.payload as GroupSystemNoticePayload).groupProfile.groupID === groupID,
  );

/**
 * The requests to join `groupID` waiting for its owner or an admin (`enabled` only for them: others are refused),
 * current after a notice of the group; `handle` agrees or refuses one and resolves once the server has it.
 */
export function useGroupApplications(
  sdk: ChatSdk,
  groupID: string,
  enabled: boolean,
): { applications: GroupApplication[]; handle(application: GroupApplication, action: 'Agree' | 'Reject'): Promise<void> } {
  const { data, reload } = useGroupData(
    sdk,
    `applications:${groupID}:${enabled}`,
    async () => (enabled ? (await sdk.getGroupApplicationList()).data.applicationList.filter((a) => a.groupID === groupID) : []),
    (messages) => enabled && isJoinRequest(messages, groupID),
  );
  const handle = useCallback(
    async (application: GroupApplication, action: 'Agree' | 'Reject') => {
      try {
        await sdk.handleGroupApplication({ handleAction: action, application });
      } finally {
        // Handled here or by another admin meanwhile: the list says which are still waiting.
        reload();
      }
    },
    [sdk, reload],
  );
  return { applications: data ?? [], handle };
}

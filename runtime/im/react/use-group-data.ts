import { useCallback, useEffect, useRef, useState } from 'react';
import { ConversationType, ImEvent, MessageType, type ChatSdk, type Message } from '../index.ts';
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

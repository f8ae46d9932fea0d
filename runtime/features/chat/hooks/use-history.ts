import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSdk } from '../../../im/index.ts';

export type HistoryStatus = 'loading' | 'idle' | 'error';

const fresh = { status: 'loading' as HistoryStatus, complete: false, atStart: false };

/**
 * Pages a conversation's history upward, 15 messages a call (the SDK's page, spec 001 §9): the first call once the
 * SDK is ready, the next ones before the oldest message held. The messages themselves are read with useMessages; this
 * only says whether more is coming, is being asked for, or failed, and whether the fan reached the real beginning of a
 * conversation that has history (`atStart`: the top reached after the first page, never in a brand-new conversation).
 *
 * A logout empties the SDK's message lists, and the app logs out and in again when the fan is kicked or their
 * signature expires. So each time the SDK becomes
 * ready again the history starts over from the newest page, and answers to calls made before are dropped: without
 * this a chat opened or reloaded while that happened stayed empty (docs/decisions.md "Chat screens").
 */
export function useHistory(
  sdk: ChatSdk,
  conversationID: string,
  ready: boolean,
): { status: HistoryStatus; complete: boolean; atStart: boolean; loadOlder(): void } {
  const [state, setState] = useState<{ status: HistoryStatus; complete: boolean; atStart: boolean }>(fresh);
  const busy = useRef(false);
  const started = useRef(false);
  // Whether the first page held messages from before: a brand-new conversation has no beginning to reach.
  const hadHistory = useRef(false);
  // Which login a call belongs to: bumped when the SDK stops being ready.
  const session = useRef(0);

  const load = useCallback(
    (first: boolean) => {
      if (busy.current) return;
      busy.current = true;
      const mine = session.current;
      setState((s) => ({ ...s, status: 'loading' }));
      const oldest = first ? undefined : sdk.getLocalMessages(conversationID).find((m) => m.sequence)?.ID;
      sdk.getMessageList({ conversationID, nextReqMessageID: oldest }).then(
        ({ data }) => {
          if (mine !== session.current) return;
          busy.current = false;
          if (first) hadHistory.current = data.messageList.length > 0;
          setState({ status: 'idle', complete: data.isCompleted, atStart: !first && data.isCompleted && hadHistory.current });
        },
        () => {
          if (mine !== session.current) return;
          busy.current = false;
          setState((s) => ({ ...s, status: 'error' }));
        },
      );
    },
    [sdk, conversationID],
  );

  useEffect(() => {
    if (!ready) {
      if (started.current) {
        session.current += 1;
        started.current = false;
        busy.current = false;
        setState(fresh);
      }
      return;
    }
    if (started.current) return;
    started.current = true;
    load(true);
  }, [ready, load]);

  const loadOlder = useCallback(() => {
    if (!started.current) return;
    // Scrolled to the top of a history the first page held whole: that is its real beginning.
    if (state.complete) setState((s) => (s.atStart === hadHistory.current ? s : { ...s, atStart: hadHistory.current }));
    else load(false);
  }, [load, state.complete]);
  return { ...state, loadOlder };
}

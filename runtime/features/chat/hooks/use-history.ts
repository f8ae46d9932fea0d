import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSdk } from '../../../im/index.ts';

export type HistoryStatus = 'loading' | 'idle' | 'error';

/**
 * Pages a conversation's history upward, 15 messages a call (the SDK's page, spec 001 §9): the first call once the
 * SDK is ready, the next ones before the oldest message held. The messages themselves are read with useMessages; this
 * only says whether more is coming, is being asked for, or failed.
 */
export function useHistory(sdk: ChatSdk, conversationID: string, ready: boolean): { status: HistoryStatus; complete: boolean; loadOlder(): void } {
  const [state, setState] = useState<{ status: HistoryStatus; complete: boolean }>({ status: 'loading', complete: false });
  const busy = useRef(false);
  const started = useRef(false);

  const load = useCallback(
    (first: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setState((s) => ({ ...s, status: 'loading' }));
      const oldest = first ? undefined : sdk.getLocalMessages(conversationID).find((m) => m.sequence)?.ID;
      sdk.getMessageList({ conversationID, nextReqMessageID: oldest }).then(
        ({ data }) => {
          busy.current = false;
          setState({ status: 'idle', complete: data.isCompleted });
        },
        () => {
          busy.current = false;
          setState((s) => ({ ...s, status: 'error' }));
        },
      );
    },
    [sdk, conversationID],
  );

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    load(true);
  }, [ready, load]);

  const loadOlder = useCallback(() => {
    if (!started.current || state.complete) return;
    load(false);
  }, [load, state.complete]);
  return { ...state, loadOlder };
}

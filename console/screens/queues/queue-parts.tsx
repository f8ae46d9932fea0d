import styled from '@emotion/styled';
import { useState } from 'react';
import type { QueueCounts } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { useQueueCounts } from '../../state/counts-store.ts';
import { failureText } from '../../ui/load-state.tsx';
import { FanText, type ActionStatus } from '../../ui/status-line.tsx';
import { useRemote } from '../../ui/use-remote.ts';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

export { FanText };

/**
 * A queue's rows, read again whenever the events stream says one of them changed (on this console or any other), so
 * the screen follows the queue without a reload.
 */
export function useQueue<T>(read: () => Promise<T>, queue: keyof QueueCounts) {
  const changes = useQueueCounts((state) => state.rowChanges[queue] ?? 0);
  return useRemote(read, `${queue}:${changes}`);
}

/** Runs a row's action, one at a time, and says how it went (the server's refusal as it worded it). */
export function useRowAction(after: () => void) {
  const { t } = useT();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [status, setStatus] = useState<ActionStatus>(null);
  const act = async (id: number, run: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    setStatus(null);
    try {
      await run();
      setStatus({ failed: false, text: done });
    } catch (error) {
      setStatus({ failed: true, text: `#${id}: ${failureText(error, t)}` });
    } finally {
      setBusyId(null);
      after();
    }
  };
  return { busyId, status, act };
}

/** A fan's link is shown only as a web address (an upload's): never a `javascript:` or other scheme a link would run. */
export const webAddress = (url: string) => /^https?:\/\//.test(url) || (url.startsWith('/') && !url.startsWith('//'));

import { create } from 'zustand';
import type { QueueRowChange } from '../api/queue-events.ts';
import type { QueueCounts } from '../api/types.ts';

/**
 * The review queues' sizes as the last `counts` event told them (null before the first), and for each queue how many
 * `row` events have come: a queue screen reads its rows again when its number moves. `roomChanges` counts the same for
 * each live room (by liveid) whose bans or managers changed: the room screen reads the room again.
 */
export const useQueueCounts = create<{
  counts: QueueCounts | null;
  rowChanges: Partial<Record<keyof QueueCounts, number>>;
  roomChanges: Partial<Record<number, number>>;
}>(() => ({ counts: null, rowChanges: {}, roomChanges: {} }));

export function setQueueCounts(counts: QueueCounts): void {
  useQueueCounts.setState({ counts });
}

export function noteRowChange({ queue, id }: QueueRowChange): void {
  if (queue === 'rooms')
    useQueueCounts.setState((state) => ({ roomChanges: { ...state.roomChanges, [id]: (state.roomChanges[id] ?? 0) + 1 } }));
  else useQueueCounts.setState((state) => ({ rowChanges: { ...state.rowChanges, [queue]: (state.rowChanges[queue] ?? 0) + 1 } }));
}

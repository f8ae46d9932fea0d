import { create } from 'zustand';
import type { QueueRowChange } from '../api/queue-events.ts';
import type { QueueCounts } from '../api/types.ts';

/**
 * The review queues' sizes as the last `counts` event told them (null before the first), and for each queue how many
 * `row` events have come: a queue screen reads its rows again when its number moves.
 */
export const useQueueCounts = create<{ counts: QueueCounts | null; rowChanges: Partial<Record<keyof QueueCounts, number>> }>(() => ({
  counts: null,
  rowChanges: {},
}));

export function setQueueCounts(counts: QueueCounts): void {
  useQueueCounts.setState({ counts });
}

export function noteRowChange({ queue }: QueueRowChange): void {
  useQueueCounts.setState((state) => ({ rowChanges: { ...state.rowChanges, [queue]: (state.rowChanges[queue] ?? 0) + 1 } }));
}

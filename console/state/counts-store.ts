import { create } from 'zustand';
import type { QueueCounts } from '../api/types.ts';

/** The review queues' sizes as the last `counts` event told them; null before the first. */
export const useQueueCounts = create<{ counts: QueueCounts | null }>(() => ({ counts: null }));

export function setQueueCounts(counts: QueueCounts): void {
  useQueueCounts.setState({ counts });
}

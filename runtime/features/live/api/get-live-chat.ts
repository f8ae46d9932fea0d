import { api } from '../../../core/http/api.ts';
import type { ChatHistoryLine } from './live-types.ts';

/** The room's last 50 chat lines, oldest first: what the room chat shows before live messages arrive. */
export async function getLiveChat(liveId: number): Promise<ChatHistoryLine[]> {
  const answer = await api.post<{ list: ChatHistoryLine[] }>(
    '/api/live/getLiveChat',
    { liveid: liveId },
    { hideLoading: true, noToast: true },
  );
  return answer.list;
}

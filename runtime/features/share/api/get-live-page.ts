import type { Match, Room } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** A live room as its page sees it (docs/api.md, Live rooms). */
export interface LivePage extends Room {
  anchor: { id: number; nick_name: string; avatar: string; signature: string };
  match: Match | null;
}

/**
 * POST /webapi/live/getLivePageData {anchorid}. An unknown anchor answers status 3: the page shows its own
 * not-found state, so the client's failure toast is suppressed.
 */
export function getLivePage(anchorId: number): Promise<LivePage> {
  return api.post<LivePage>('/webapi/live/getLivePageData', { anchorid: anchorId }, { hideLoading: true, noToast: true });
}

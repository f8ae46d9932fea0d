import { api } from '../../../core/http/api.ts';
import type { LivePage } from './live-types.ts';

/** An anchor's room: stream, anchor and match. Status 3 (HttpError.status) when the anchor has no room. */
export function getLivePageData(anchorId: number): Promise<LivePage> {
  return api.post<LivePage>('/webapi/live/getLivePageData', { anchorid: anchorId }, { hideLoading: true, noToast: true });
}

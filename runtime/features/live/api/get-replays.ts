import type { RecordVideo } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** One page of recorded videos. */
export interface ReplayPage {
  list: RecordVideo[];
  total: number;
}

/**
 * POST /api/video/getVideoList {page, size}: the recorded videos, newest first (docs/api.md "Videos"). The live
 * feature asks itself rather than borrowing the video feature's client: features never import each other.
 */
export function getReplays(page: number, size: number): Promise<ReplayPage> {
  return api.post<ReplayPage>('/api/video/getVideoList', { page, size }, { hideLoading: true, noToast: true });
}

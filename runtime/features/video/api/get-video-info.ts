import type { VideoInfo } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/**
 * POST /api/video/getVideoInfo {id}: the video, its collection and related videos. An unknown id answers status 3,
 * which the page shows as its own not-found state, so the failure toast is suppressed.
 */
export function getVideoInfo(id: number): Promise<VideoInfo> {
  return api.post<VideoInfo>('/api/video/getVideoInfo', { id }, { hideLoading: true, noToast: true });
}

import type { ShortVideo } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import type { VideoPage } from './get-video-list.ts';

/**
 * POST /api/video/getShortVideoList {start_id, page, size}: the feed from `startId` on (from the newest without one),
 * newest first. An unknown start answers status 3 (the page's not-found state; no toast).
 */
export function getShortVideos(startId: number | undefined, page: number, size: number): Promise<VideoPage<ShortVideo>> {
  return api.post<VideoPage<ShortVideo>>(
    '/api/video/getShortVideoList',
    startId === undefined ? { page, size } : { start_id: startId, page, size },
    { hideLoading: true, noToast: true },
  );
}

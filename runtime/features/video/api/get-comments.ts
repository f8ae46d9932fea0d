import type { VideoCommentPage } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/**
 * POST /api/video/getComments {video_id, page, size}: a recorded video's comments, newest first; `total` is its count.
 * The list shows its own loading and failed states, so no toasts.
 */
export function getComments(videoId: number, page: number, size: number): Promise<VideoCommentPage> {
  return api.post<VideoCommentPage>('/api/video/getComments', { video_id: videoId, page, size }, { hideLoading: true, noToast: true });
}

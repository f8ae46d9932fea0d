import type { VideoCommentPage } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import type { CommentTarget } from '../lib/comment-rules.ts';

/**
 * POST /api/video/getComments {video_id, kind, page, size}: a video's comments, newest first, with `liked` for the
 * signed-in fan; `total` is its count. The list shows its own loading and failed states, so no toasts.
 */
export function getComments(target: CommentTarget, page: number, size: number): Promise<VideoCommentPage> {
  return api.post<VideoCommentPage>(
    '/api/video/getComments',
    { video_id: target.id, kind: target.kind, page, size },
    { hideLoading: true, noToast: true },
  );
}

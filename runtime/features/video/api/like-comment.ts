import type { VideoCommentLike } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** POST /api/video/likeComment {id, like} (signed in): whether the fan now likes the comment and its count. */
export function likeComment(id: number, like: boolean): Promise<VideoCommentLike> {
  return api.post<VideoCommentLike>('/api/video/likeComment', { id, like: like ? 1 : 0 }, { hideLoading: true });
}

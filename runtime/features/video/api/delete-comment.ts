import type { VideoCommentDeleted } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/**
 * POST /api/video/deleteComment {id} (signed in, the author only): the video's comment count after. A refusal is the
 * client's toast, as the fan has just confirmed and waits for the outcome.
 */
export function deleteComment(id: number): Promise<VideoCommentDeleted> {
  return api.post<VideoCommentDeleted>('/api/video/deleteComment', { id }, { hideLoading: true });
}

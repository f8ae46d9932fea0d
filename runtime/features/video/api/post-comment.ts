import type { VideoComment } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/**
 * POST /api/video/postComment {video_id, content} (signed in): the stored comment, trimmed. The composer says why a
 * comment was refused in the fan's language (the server's msg is Chinese), so no toast; a login timeout still opens
 * the spec's dialog.
 */
export function postComment(videoId: number, content: string): Promise<VideoComment> {
  return api.post<VideoComment>('/api/video/postComment', { video_id: videoId, content }, { hideLoading: true, noToast: true });
}

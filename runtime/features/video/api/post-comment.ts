import type { VideoComment } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import type { CommentTarget } from '../lib/comment-rules.ts';

/**
 * POST /api/video/postComment {video_id, kind, content} (signed in): the stored comment, trimmed. The composer says
 * why a comment was refused in the fan's language (the server's msg is Chinese), so no toast; a login timeout still
 * opens the spec's dialog.
 */
export function postComment(target: CommentTarget, content: string): Promise<VideoComment> {
  return api.post<VideoComment>(
    '/api/video/postComment',
    { video_id: target.id, kind: target.kind, content },
    { hideLoading: true, noToast: true },
  );
}

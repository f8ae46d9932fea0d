import type { FastifyInstance } from 'fastify';
import { ApiError, apiStatus, ok } from '../http/envelope.ts';
import { ref } from '../http/api-schemas.ts';
import { RateLimit } from '../security/rate-limit.ts';
import type { ServerContext } from '../services/server-context.ts';
import { requireUser } from '../services/sessions.ts';
import { addComment, commentProblem, isRecordVideo, listComments } from '../services/video-comments.ts';

/** Comments a fan may post a minute, across videos: enough for a conversation, too few for a flood. */
const commentsPerMinute = 5;

const notFound = () => new ApiError(apiStatus.notFound, '视频不存在');

/**
 * Comments on recorded videos (docs/api.md "Video comments"; the spec shows none): anyone reads them, newest first,
 * page by page; a signed-in fan posts one (trimmed, 1 to 200 characters), at most five a minute.
 */
export function videoCommentRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const limit = new RateLimit(commentsPerMinute, 60_000, () => clock.now().getTime());

  app.post<{ Body: { video_id: number; page: number; size: number } }>('/api/video/getComments', { schema: { body: ref('video/comments.request') } }, async (request) => {
    const { video_id, page, size } = request.body;
    if (!(await isRecordVideo(db, video_id))) throw notFound();
    return ok({ ...(await listComments(db, video_id, page, size)), page, size });
  });

  app.post<{ Body: { video_id: number; content: string } }>('/api/video/postComment', { schema: { body: ref('video/post-comment.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const content = request.body.content.trim();
    const problem = commentProblem(content);
    if (problem) throw new ApiError(apiStatus.badInput, problem);
    if (!(await isRecordVideo(db, request.body.video_id))) throw notFound();
    // Counted once the comment would be stored: a refused one costs the fan nothing.
    if (!limit.hit(String(user.id))) throw new ApiError(apiStatus.tooManyRequests, '评论过于频繁，请稍后再试');
    return ok(await addComment(db, request.body.video_id, user.id, content, clock.now()));
  });
}

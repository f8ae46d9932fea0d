import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import type { ServerContext } from '../server-context.ts';
import { requireUser, optionalUserId } from '../http/session.ts';
import {
  addComment,
  commentProblem,
  deleteComment,
  isVideoOfKind,
  listComments,
  setCommentLike,
  type CommentedKind,
} from '../services/video-comments.ts';

const notFound = () => new DomainError('NOT_FOUND', '视频不存在');

/**
 * Comments on recorded and short videos (docs/api.md "Video comments"; the spec shows none): anyone reads them, newest
 * first, page by page; a signed-in fan posts one (trimmed, 1 to 200 characters, at most five a minute), deletes their
 * own and likes any. `kind` says which kind of video the call means (recorded when absent, as before short videos had
 * comments), so an id of the other kind is "not found" rather than a comment in the wrong place.
 */
export function videoCommentRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const limit = context.limits.comments;

  app.post<{ Body: { video_id: number; kind: CommentedKind; page: number; size: number } }>(
    '/api/video/getComments',
    { schema: { body: ref('video/comments.request') } },
    async (request) => {
      const { video_id, kind, page, size } = request.body;
      if (!(await isVideoOfKind(db, video_id, kind))) throw notFound();
      return ok({ ...(await listComments(db, video_id, page, size, await optionalUserId(context, request), clock.now())), page, size });
    },
  );

  app.post<{ Body: { video_id: number; kind: CommentedKind; content: string } }>(
    '/api/video/postComment',
    { schema: { body: ref('video/post-comment.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const content = request.body.content.trim();
      const problem = commentProblem(content);
      if (problem) throw new DomainError('BAD_INPUT', problem);
      if (!(await isVideoOfKind(db, request.body.video_id, request.body.kind))) throw notFound();
      // Counted once the comment would be stored: a refused one costs the fan nothing.
      if (!(await limit.hit(String(user.id)))) throw new DomainError('TOO_MANY_REQUESTS', '评论过于频繁，请稍后再试');
      return ok(await addComment(db, request.body.video_id, user.id, content, clock.now()));
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/video/deleteComment',
    { schema: { body: ref('video/delete-comment.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await deleteComment(db, request.body.id, user.id));
    },
  );

  app.post<{ Body: { id: number; like: 0 | 1 } }>(
    '/api/video/likeComment',
    { schema: { body: ref('video/like-comment.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await setCommentLike(db, request.body.id, user.id, request.body.like === 1, clock.now()));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type {
  DeleteVideoCommentRequest,
  LikeVideoCommentRequest,
  PostVideoCommentRequest,
  VideoCommentsRequest,
} from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import type { ServerContext } from '../../server-context.ts';
import { requireUser, optionalUserId } from '../../http/session.ts';
import { deleteComment, listComments, postComment, setCommentLike } from '../../domain/content/videos/video-comments.ts';
import type { Defaulted } from '../../http/request-types.ts';

/**
 * Comments on recorded and short videos (docs/api.md "Video comments"; the spec shows none): anyone reads them, newest
 * first, page by page; a signed-in fan posts one (trimmed, 1 to 200 characters, at most five a minute), deletes their
 * own and likes any. `kind` says which kind of video the call means (recorded when absent, as before short videos had
 * comments), so an id of the other kind is "not found" rather than a comment in the wrong place.
 */
export function videoCommentRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const limit = context.limits.comments;

  app.post<{ Body: Defaulted<VideoCommentsRequest, 'kind' | 'page' | 'size'> }>(
    '/api/video/getComments',
    { schema: { body: ref('video/comments.request') } },
    async (request) => {
      const { video_id, kind, page, size } = request.body;
      const viewerId = await optionalUserId(context, request);
      return ok({ ...(await listComments(db, video_id, kind, page, size, viewerId, clock.now())), page, size });
    },
  );

  app.post<{ Body: Defaulted<PostVideoCommentRequest, 'kind'> }>(
    '/api/video/postComment',
    { schema: { body: ref('video/post-comment.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { video_id, kind, content } = request.body;
      return ok(await postComment(db, limit, { videoId: video_id, kind, userId: user.id, content }, clock.now()));
    },
  );

  app.post<{ Body: DeleteVideoCommentRequest }>(
    '/api/video/deleteComment',
    { schema: { body: ref('video/delete-comment.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await deleteComment(db, request.body.id, user.id));
    },
  );

  app.post<{ Body: LikeVideoCommentRequest }>(
    '/api/video/likeComment',
    { schema: { body: ref('video/like-comment.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await setCommentLike(db, request.body.id, user.id, request.body.like === 1, clock.now()));
    },
  );
}
